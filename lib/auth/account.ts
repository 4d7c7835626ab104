import type { Locale } from '@/i18n/routing';
import type { Role } from './dashboard-routes';

/** What `GET /api/User/Me` tells the browser about the signed-in account. */
export type Account = { Id: number; Email: string; Name: string; Surname: string; Phone: string; Role: Role; Locale: Locale };

export function toAccount(user: { id: number; email: string; name: string; surname: string; phone: string; role: Role; locale: Locale }): Account {
  return { Id: user.id, Email: user.email, Name: user.name, Surname: user.surname, Phone: user.phone, Role: user.role, Locale: user.locale };
}

/** How the site addresses an account: its name, else its e-mail address. */
export function displayName(account: Pick<Account, 'Name' | 'Surname' | 'Email'>): string {
  return [account.Name, account.Surname].filter(Boolean).join(' ') || account.Email;
}
