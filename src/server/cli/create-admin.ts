// npm run create-admin -- --email you@example.com [--name "Your Name"]; the password is read from
// SIGNET_ADMIN_PASSWORD or asked for on the terminal (never passed as an argument).
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ensureInitialAdmin } from '../accounts/ensure-admin';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = values.email ?? process.env.SIGNET_ADMIN_EMAIL;
if (!email) {
  console.error('Usage: npm run create-admin -- --email you@example.com [--name "Your Name"]');
  process.exit(1);
}
let password = process.env.SIGNET_ADMIN_PASSWORD;
if (!password) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password for the administrator: ');
  rl.close();
}
if (!password || password.length < 8) {
  console.error('The password must have at least 8 characters.');
  process.exit(1);
}
const config = loadConfig();
const { db, close } = openDatabase(config.database);
await migrateToLatest(db);
const result = await ensureInitialAdmin(
  { db, log: pino({ level: 'warn' }) },
  { email, password, name: values.name },
  { resetPassword: true },
);
await close();
console.log(result === 'created' ? `Administrator ${email} created.` : `${email} is now an administrator.`);
