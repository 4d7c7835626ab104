// `npm run staff:remove -- --email …`: a member of staff who leaves (README "Production"). The
// account becomes a customer's without a password, its sign-ins end, a guide leaves the departures to
// come. Works on the embedded database in DATA_DIR (stop the server first: PGlite opens a directory
// once) and on DATABASE_URL. The work is done by lib/admin/remove-staff.ts.
import { parseArgs } from 'node:util';
import { removeStaff, StaffRemoveError } from '@/lib/admin/remove-staff';
import { fail, openStaffDatabase } from './lib/staff-command';

async function main() {
  let values: { email?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error} Usage: npm run staff:remove -- --email <address>`);
  }
  if (!values.email) fail('Usage: npm run staff:remove -- --email <address>');
  const handle = await openStaffDatabase();
  try {
    const removed = await removeStaff(handle.db, values.email);
    const departures = removed.role === 'guide' ? `; taken off ${removed.departuresUnassigned} departure${removed.departuresUnassigned === 1 ? '' : 's'} to come` : '';
    console.log(`✓ ${removed.email} is no longer ${removed.role === 'guide' ? 'a guide' : 'an administrator'}: signed out everywhere, password cleared${departures}.`);
  } catch (error) {
    if (error instanceof StaffRemoveError) fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

await main();
