import type { users } from '../schema';
import { hashPassword } from '@/lib/auth/password';

/** The demo accounts; the README and the end-to-end tests sign in with these. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@anatolia-tours.example', password: 'Admin123!' },
  customer: { email: 'musteri@example.com', password: 'Musteri123!' },
  guide: { email: 'guide@anatolia-tours.example', password: 'Rehber123!' },
} as const;

export async function userRows(): Promise<(typeof users.$inferInsert)[]> {
  const [adminHash, customerHash, guideHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.customer.password),
    hashPassword(DEMO_ACCOUNTS.guide.password),
  ]);
  return [
    { email: DEMO_ACCOUNTS.admin.email, passwordHash: adminHash, name: 'Ayşe', surname: 'Yılmaz', role: 'admin', locale: 'tr', emailVerifiedAt: new Date() },
    {
      email: DEMO_ACCOUNTS.customer.email,
      passwordHash: customerHash,
      name: 'Mehmet',
      surname: 'Demir',
      phone: '+905321234567',
      role: 'customer',
      locale: 'tr',
      emailVerifiedAt: new Date(),
    },
    // The demo guide checks travellers in on the first departure of tour 1 (lib/db/seed/index.ts).
    { email: DEMO_ACCOUNTS.guide.email, passwordHash: guideHash, name: 'Emre', surname: 'Kaya', phone: '+905339876543', role: 'guide', locale: 'tr', emailVerifiedAt: new Date() },
  ];
}
