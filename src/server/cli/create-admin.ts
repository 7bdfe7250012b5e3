// npm run create-admin -- --email you@example.com [--name "Your Name"]; the password is read from
// SIGNET_ADMIN_PASSWORD or asked for on the terminal (never passed as an argument). It must pass
// the instance's password-complexity setting, like any other password.
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { securitySettingsSchema } from '../../shared/settings';
import { adminPasswordProblem, createAdmin } from '../accounts/ensure-admin';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = values.email ?? process.env.SIGNET_ADMIN_EMAIL;
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run create-admin -- --email you@example.com [--name "Your Name"]');
  process.exit(1);
}
let password = process.env.SIGNET_ADMIN_PASSWORD;
if (!password) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password for the administrator: ');
  rl.close();
}
const config = loadConfig();
const { db, close } = openDatabase(config.database);
try {
  await migrateToLatest(db);
  // The complexity level is not a secret setting: read it without the encryption key.
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('group_name', '=', 'security')
    .executeTakeFirst();
  const complexity = securitySettingsSchema.shape.passwordComplexity
    .catch('medium')
    .parse(row ? (JSON.parse(row.value) as { passwordComplexity?: unknown }).passwordComplexity : undefined);
  const problem = adminPasswordProblem(password, complexity);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else {
    const result = await createAdmin(
      { db, log: pino({ level: 'warn' }) },
      { email, password, name: values.name },
    );
    console.log(
      result === 'created' ? `Administrator ${email} created.` : `${email} is now an administrator.`,
    );
  }
} finally {
  await close();
}
