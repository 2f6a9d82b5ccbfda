/** What the staff command-line scripts share: the configured database, and a password read without echo. */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { Db } from '../server/db/client';

/** Runs `work` on the configured database (DATABASE_URL or DATA_DIR's PGlite, migrated), then closes it. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** STAFF_PASSWORD, else the first line of a piped stdin, else asked on the terminal without echo. */
export async function readPassword(prompt: string): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\u0003') process.exit(130);
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}
