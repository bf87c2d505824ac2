// npm run admin -- promote NAME | demote NAME | list
import { eq, sql } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema.ts';

async function main() {
  const [command, name] = process.argv.slice(2);
  if (!command || (command !== 'list' && !name)) {
    console.error('Usage: npm run admin -- promote <username> | demote <username> | list');
    process.exit(2);
  }
  const config = parseConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'list') {
      const rows = await database.db.select({ username: users.username }).from(users).where(eq(users.isAdmin, true));
      console.log(rows.map((r) => r.username).join('\n') || '(no admins)');
      return;
    }
    if (command !== 'promote' && command !== 'demote') {
      console.error(`Unknown command '${command}'.`);
      process.exitCode = 2;
      return;
    }
    const rows = await database.db
      .update(users)
      .set({ isAdmin: command === 'promote' })
      .where(sql`lower(${users.username}) = ${name!.toLowerCase()}`)
      .returning({ username: users.username });
    if (rows.length === 0) {
      console.error(`No account named '${name}'. Register it first.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${rows[0]!.username} is ${command === 'promote' ? 'now an admin' : 'no longer an admin'}.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
