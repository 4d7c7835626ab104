import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as guideDepartures } from '@/app/api/guide/departures/route';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { POST as login } from '@/app/api/User/Login/route';
import { removeStaff } from '@/lib/admin/remove-staff';
import { auditLog, tourDepartures, users } from '@/lib/db/schema';
import { DEMO_ACCOUNTS } from '@/lib/db/seed/users';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

const guide = DEMO_ACCOUNTS.guide;
const admin = DEMO_ACCOUNTS.admin;

describe('npm run staff:remove (its core, removeStaff)', () => {
  it('ends a guide’s access at once: signed out, the password refused, off the departures to come', async () => {
    const browser = await signedIn(guide.email, guide.password);
    expect((await browser.call(guideDepartures, '/api/guide/departures')).body.Data.length).toBeGreaterThan(0);
    const [{ id }] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, guide.email));
    const assigned = await handle.db.$count(tourDepartures, eq(tourDepartures.guideUserId, id));
    expect(assigned).toBeGreaterThan(0);

    expect(await removeStaff(handle.db, ` ${guide.email.toUpperCase()} `)).toEqual({ email: guide.email, role: 'guide', departuresUnassigned: assigned });
    // The sign-in of a moment ago no longer opens the guide's screens, and the password opens nothing.
    expect((await browser.call(guideDepartures, '/api/guide/departures')).status).toBe(401);
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: guide.email, password: guide.password } })).status).toBe(401);
    expect(await handle.db.$count(tourDepartures, eq(tourDepartures.guideUserId, id))).toBe(0);
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'customer', passwordHash: null });
    // The dashboard's audit log says so.
    const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.staffRemoved'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ userId: id, entity: 'user', details: { email: guide.email, role: 'guide', departuresUnassigned: assigned } });
  });

  it('never removes the last administrator; another one first, then it can go', async () => {
    await expect(removeStaff(handle.db, admin.email)).rejects.toThrow(`${admin.email} is the last administrator; create another one first (npm run admin:create).`);
    const browser = await signedIn(admin.email, admin.password);
    await createAccount({ email: 'yeni-mudur@example.com', password: 'Parola123', role: 'admin' });
    expect(await removeStaff(handle.db, admin.email)).toMatchObject({ role: 'admin' });
    expect((await browser.call(adminOrders, '/api/admin/orders')).status).toBe(401);
    await expect(removeStaff(handle.db, 'yeni-mudur@example.com')).rejects.toThrow(/is the last administrator/);
  });

  it('removes one of two administrators asked to go at the same moment, never both', async () => {
    await createAccount({ email: 'ikinci-mudur@example.com', password: 'Parola123', role: 'admin' });
    const outcomes = await Promise.allSettled(['yeni-mudur@example.com', 'ikinci-mudur@example.com'].map((email) => removeStaff(handle.db, email)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { message: expect.stringMatching(/is the last administrator/) } });
    expect(await handle.db.$count(users, eq(users.role, 'admin'))).toBe(1);
  });

  it('refuses what is not a staff account, with one sentence', async () => {
    await expect(removeStaff(handle.db, DEMO_ACCOUNTS.customer.email)).rejects.toThrow(`${DEMO_ACCOUNTS.customer.email} is not a staff account (its role is customer).`);
    await expect(removeStaff(handle.db, 'kimse@example.com')).rejects.toThrow('There is no account with the address kimse@example.com.');
    await expect(removeStaff(handle.db, 'not an address')).rejects.toThrow('Give the staff member’s e-mail address with --email.');
  });
});
