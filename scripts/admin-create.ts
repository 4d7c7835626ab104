// `npm run admin:create -- --email … --name … [--surname …]`: the first staff account of a real
// deployment (README "Production"). The password comes from ADMIN_PASSWORD, or is asked on a
// terminal without echo; nothing is asked when the flags and the variable are given. Works on the
// embedded database in DATA_DIR (stop the server first: PGlite opens a directory once) and on
// DATABASE_URL. The work is done by lib/admin/create-admin.ts.
import { parseArgs } from 'node:util';
import { AdminCreateError, createAdmin } from '@/lib/admin/create-admin';
import { fail, openStaffDatabase } from './lib/staff-command';

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else {
          typed += char;
        }
      }
    };
    input.on('data', onData);
  });
}

async function main() {
  let values: { email?: string; name?: string; surname?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' }, role: { type: 'string' }, phone: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error} Usage: npm run admin:create -- --email <address> --name <name> [--surname <surname>] [--role admin|guide] [--phone <number>]`);
  }
  if (!values.email || !values.name) fail('Usage: npm run admin:create -- --email <address> --name <name> [--surname <surname>] [--role admin|guide] [--phone <number>], with the password in ADMIN_PASSWORD.');
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    if (!process.stdin.isTTY) fail('Set the password in the ADMIN_PASSWORD environment variable (no terminal to ask it on).');
    password = await askHidden('Password for the new administrator: ');
    if ((await askHidden('The same password again: ')) !== password) fail('The two passwords differ.');
  }
  const handle = await openStaffDatabase();
  try {
    // createAdmin checks the role (admin or guide) with the other fields, each problem one sentence.
    const role = values.role as 'admin' | 'guide' | undefined;
    const admin = await createAdmin(handle.db, { email: values.email, name: values.name, surname: values.surname, password, role, phone: values.phone });
    console.log(`✓ ${role === 'guide' ? 'Guide' : 'Administrator'} ${admin.email} created; sign in at /login.`);
  } catch (error) {
    if (error instanceof AdminCreateError) fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

await main();
