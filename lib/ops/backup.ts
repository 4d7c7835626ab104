import { execFile, execSync } from 'node:child_process';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import { privateDir } from '@/lib/config/env';

/**
 * Backups that restore (docs/operations.md, "Backups"). One file, `backup-2026-11-26T10-30-00Z.tar`,
 * holds three parts and is written as `….tar.partial`, checked and only then renamed:
 *
 *   database.pglite.tar.gz   the embedded database's own dump (PGlite `dumpDataDir('gzip')`), or
 *   database.pgdump          PostgreSQL's `pg_dump --format=custom` (compressed)
 *   uploads.tar.gz           DATA_DIR/uploads (the tour pictures)
 *   manifest.json            format, kind, time, and the size and SHA-256 of each part
 *   manifest.sig             last: the manifest's HMAC-SHA256 with a key derived from AUTH_SECRET
 *
 * A restore checks the signature, the manifest and every checksum, and that each part decompresses
 * to the end, before it touches anything; it refuses a database or uploads folder that is not empty.
 * The checksums show a file is whole; the signature that this site made it: a backup changed
 * afterwards (another admin account in its database, checksums recomputed) or made by another
 * installation is refused unless the operator says `--trust` (docs/decisions/0157).
 */

export const BACKUP_FORMAT = 'tour-agency-backup';
/** 2: signed (manifest.sig). Version 1 files have no signature and restore only with `trust`. */
export const BACKUP_VERSION = 2;
const NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.tar$/;

/** A problem a person must act on; the message is one sentence. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupSource =
  /** `dump` returns PGlite's `dumpDataDir('gzip')` of the open database. */
  | { kind: 'pglite'; dump: () => Promise<Blob> }
  | { kind: 'postgres'; url: string };

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

type Part = { name: string; bytes: number; sha256: string };
export type Manifest = { format: typeof BACKUP_FORMAT; version: number; createdAt: string; database: { kind: 'pglite' | 'postgres'; part: string }; uploads: { part: string; files: number }; parts: Part[] };

export type BackupResult = { file: string; bytes: number; manifest: Manifest };

/** `backup-2026-11-26T10-30-00Z.tar` for that moment (UTC). */
export function backupName(now: Date): string {
  return `backup-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar`;
}

const SIGNATURE = 'manifest.sig';

/** The manifest's signature: HMAC-SHA256 under a key of its own, derived from the site's AUTH_SECRET. */
function manifestSignature(manifest: Buffer, secret: string): string {
  const key = createHmac('sha256', secret).update('tour-agency backup signature').digest();
  return createHmac('sha256', key).update(manifest).digest('hex');
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A sentence for an error of the file system (disk full above all). */
function fileProblem(error: unknown, where: string): BackupError {
  const code = (error as { code?: string }).code;
  if (code === 'ENOSPC') return new BackupError(`The backup could not be written: the disk is full in ${where} (ENOSPC).`);
  if (code === 'EDQUOT') return new BackupError(`The backup could not be written: the disk quota is used up in ${where} (EDQUOT).`);
  if (code === 'EACCES' || code === 'EPERM') return new BackupError(`The backup could not be written: no permission to write in ${where} (${code}).`);
  if (error instanceof BackupError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(`The backup could not be written in ${where}: ${reason}`);
}

// ---------------------------------------------------------------- PostgreSQL client tools

const execFileAsync = promisify(execFile);

/**
 * pg_dump and pg_restore from Debian's postgresql-client; as root on Debian they are installed when
 * missing (like scripts/lib/browser.mjs installs Chromium). PG_BIN_DIR points at another folder.
 */
export function ensurePgTools(): { pgDump: string; pgRestore: string } {
  const folders = [process.env.PG_BIN_DIR, '/usr/bin', '/usr/local/bin', ...listPgLibBins()].filter(Boolean) as string[];
  const find = () => {
    for (const folder of folders) {
      const pgDump = path.join(folder, 'pg_dump');
      const pgRestore = path.join(folder, 'pg_restore');
      if (existsSync(pgDump) && existsSync(pgRestore)) return { pgDump, pgRestore };
    }
    return null;
  };
  const found = find();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› pg_dump not found: installing Debian’s postgresql-client…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client', { stdio: 'inherit' });
    const installed = find();
    if (installed) return installed;
  }
  throw new BackupError('pg_dump and pg_restore were not found: install PostgreSQL’s client tools (Debian: apt-get install postgresql-client) or set PG_BIN_DIR.');
}

function listPgLibBins(): string[] {
  try {
    return execSync('ls -d /usr/lib/postgresql/*/bin 2>/dev/null', { encoding: 'utf8' }).split('\n').filter(Boolean).sort().reverse();
  } catch {
    return [];
  }
}

/** libpq settings from a URL, the password in PGPASSWORD (never on a command line `ps` shows). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  try {
    await execFileAsync(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim().split('\n').slice(-3).join(' ');
    const code = (error as { code?: string }).code;
    if (code === 'ENOSPC') throw new BackupError(`${what} failed: the disk is full (ENOSPC).`);
    throw new BackupError(`${what} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`);
  }
}

// ---------------------------------------------------------------- writing a backup

export type CreateBackupOptions = {
  source: BackupSource;
  /** DATA_DIR/uploads. */
  uploadsDir: string;
  /** The site's AUTH_SECRET: the backup is signed with a key derived from it. */
  secret: string;
  /** Where the backup file goes (created when missing). */
  folder: string;
  now?: Date;
  /** Keep this many backups in `folder` (older `backup-*.tar` are removed after a success); 0 keeps all. */
  keep?: number;
};

/**
 * Writes one backup: a consistent database dump, the uploads and the manifest, to `NAME.partial`;
 * verifies it as a restore would; renames it to `NAME`. On any failure nothing that looks like a
 * backup is left behind and a BackupError says why.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const folder = path.resolve(options.folder);
  const name = backupName(now);
  const finalPath = path.join(folder, name);
  const partial = `${finalPath}.partial`;
  let staging: string | undefined;
  try {
    // The whole database is in a backup (password hashes, passport numbers): its owner alone reads it.
    await mkdir(folder, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });
    if (existsSync(finalPath)) throw new BackupError(`A backup named ${name} already exists in ${folder}.`);
    await removeLeftovers(folder);
    staging = await mkdtemp(path.join(folder, `.staging-${name}-`)).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });

    // Paths inside the staging folder, chosen at run time (not files of the project for the bundler to trace).
    const stagingDir = staging;
    const staged = (part: string) => path.join(/*turbopackIgnore: true*/ stagingDir, part);

    // 1. The database, consistent in itself.
    let databasePart: string;
    if (options.source.kind === 'pglite') {
      databasePart = 'database.pglite.tar.gz';
      const blob = await options.source.dump();
      await writeFile(staged(databasePart), Buffer.from(await blob.arrayBuffer())).catch((error: unknown) => {
        throw fileProblem(error, folder);
      });
    } else {
      databasePart = 'database.pgdump';
      const { pgDump } = ensurePgTools();
      const { dbname, env } = libpq(options.source.url);
      await runTool(pgDump, ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--file=${staged(databasePart)}`, `--dbname=${dbname}`], env, 'pg_dump');
    }

    // 2. The pictures.
    const uploadsPart = 'uploads.tar.gz';
    const uploadFiles = await listFiles(options.uploadsDir);
    const uploadsFrom = uploadFiles.length ? options.uploadsDir : await mkdtemp(staged('empty-'));
    await tar
      .c({ gzip: true, file: staged(uploadsPart), cwd: uploadsFrom, portable: true }, uploadFiles.length ? uploadFiles : ['.'])
      .catch((error: unknown) => {
        throw fileProblem(error, folder);
      });

    // 3. The manifest, with a checksum of each part.
    const parts: Part[] = [];
    for (const part of [databasePart, uploadsPart]) {
      const file = staged(part);
      parts.push({ name: part, bytes: (await stat(/*turbopackIgnore: true*/ file)).size, sha256: await sha256File(file) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: { kind: options.source.kind, part: databasePart },
      uploads: { part: uploadsPart, files: uploadFiles.length },
      parts,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(staged('manifest.json'), manifestBytes).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });
    await writeFile(staged(SIGNATURE), `${manifestSignature(manifestBytes, options.secret)}\n`).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });

    // 4. One file, the manifest and its signature last (a truncated file has none), flushed to the disk.
    await tar.c({ file: partial, cwd: staging, portable: true, mode: 0o600 }, [databasePart, uploadsPart, 'manifest.json', SIGNATURE]).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });
    await fsyncPath(partial).catch((error: unknown) => {
      throw fileProblem(error, folder);
    });

    // 5. Read back as a restore would; only a verified file gets its final name.
    const verified = await openBackup(partial, { secret: options.secret });
    await verified.cleanup();
    await rename(partial, finalPath);
    await fsyncPath(folder).catch(() => undefined);
    const bytes = (await stat(finalPath)).size;
    if (options.keep) await pruneBackups(folder, options.keep);
    return { file: finalPath, bytes, manifest };
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error instanceof BackupError ? error : fileProblem(error, folder);
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Parts of backups a crash interrupted (a staging folder, a `.partial` file) more than six hours ago. */
async function removeLeftovers(folder: string): Promise<void> {
  const cutoff = Date.now() - 6 * 3_600_000;
  for (const entry of await readdir(folder).catch(() => [] as string[])) {
    if (!entry.startsWith('.staging-backup-') && !entry.endsWith('.tar.partial')) continue;
    const full = path.join(folder, entry);
    const info = await lstat(full).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(full, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Relative paths of the files under `dir` (none when it does not exist). */
async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

/** The completed backups in `folder`, newest first. */
export async function listBackups(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((name) => NAME.test(name)).sort().reverse();
}

/** Removes all but the `keep` newest backups; returns the removed names. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const old = (await listBackups(folder)).slice(Math.max(1, keep));
  for (const name of old) await unlink(path.join(folder, name)).catch(() => undefined);
  return old;
}

// ---------------------------------------------------------------- reading a backup

export type OpenedBackup = { manifest: Manifest; dir: string; part: (name: string) => string; cleanup: () => Promise<void> };
/**
 * `secret`: this site's AUTH_SECRET, which the signature must match. `trust`: the operator vouches for
 * a file this site did not sign (made by another installation, or before backups were signed).
 */
type CheckOptions = { secret: string; trust?: boolean };

/** Decompresses a gzip stream to its end: a truncated or damaged part throws here. */
async function gunzipsWhole(file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file).pipe(createGunzip());
    stream.on('data', () => undefined);
    stream.on('end', resolve);
    stream.on('error', reject);
  });
}

/**
 * Unpacks a backup into a private temporary folder and checks it completely: the signature, the
 * manifest, the size and SHA-256 of each part, and that each compressed part decompresses to its
 * end. Nothing outside that folder is touched. Throws a BackupError naming the problem.
 */
export async function openBackup(file: string, { secret, trust = false }: CheckOptions): Promise<OpenedBackup> {
  const shown = path.basename(file);
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const dir = await mkdtemp(path.join(tmpdir(), `restore-${randomBytes(4).toString('hex')}-`));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const allowed = new Set(['manifest.json', SIGNATURE, 'database.pglite.tar.gz', 'database.pgdump', 'uploads.tar.gz']);
    const seen: string[] = [];
    try {
      await tar.x({
        file,
        cwd: dir,
        strict: true,
        filter: (entry) => {
          const ok = allowed.has(entry);
          if (ok) seen.push(entry);
          return ok;
        },
      });
    } catch (error) {
      throw new BackupError(`${shown} is damaged or incomplete (${error instanceof Error ? error.message : String(error)}); nothing was restored.`);
    }
    if (!seen.includes('manifest.json')) throw new BackupError(`${shown} is incomplete or not a backup of this site: it has no manifest; nothing was restored.`);
    const manifestBytes = await readFile(path.join(dir, 'manifest.json'));
    let manifest: Manifest;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
    } catch {
      throw new BackupError(`${shown} has a damaged manifest; nothing was restored.`);
    }
    if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.parts)) throw new BackupError(`${shown} is not a backup of this site; nothing was restored.`);
    if (manifest.version > BACKUP_VERSION) throw new BackupError(`${shown} was written by a newer version of the site (backup format ${manifest.version}); update the site first.`);
    if (!trust) {
      const untrusted = `If you know where it comes from, restore it with --trust (npm run db:restore -- --trust ${shown}).`;
      if (!seen.includes(SIGNATURE)) {
        throw new BackupError(
          manifest.version >= 2
            ? `${shown} is incomplete: its signature is missing; nothing was restored.`
            : `${shown} is not signed (it was made before backups were signed); nothing was restored. ${untrusted}`,
        );
      }
      const given = Buffer.from((await readFile(path.join(dir, SIGNATURE), 'utf8')).trim(), 'utf8');
      const expected = Buffer.from(manifestSignature(manifestBytes, secret), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new BackupError(`${shown} was not signed with this site's AUTH_SECRET: another installation made it, or it was changed since; nothing was restored. ${untrusted}`);
      }
    }
    for (const part of manifest.parts) {
      const partFile = path.join(dir, part.name);
      if (!allowed.has(part.name) || !existsSync(partFile)) throw new BackupError(`${shown} is incomplete: ${part.name} is missing; nothing was restored.`);
      const { size } = await stat(partFile);
      if (size !== part.bytes || (await sha256File(partFile)) !== part.sha256) {
        throw new BackupError(`${shown} is damaged: ${part.name} does not match its checksum; nothing was restored.`);
      }
    }
    for (const name of [manifest.database.part, manifest.uploads.part]) {
      if (!manifest.parts.some((part) => part.name === name)) throw new BackupError(`${shown} is incomplete: ${name} is not listed; nothing was restored.`);
      if (name.endsWith('.gz')) {
        await gunzipsWhole(path.join(dir, name)).catch(() => {
          throw new BackupError(`${shown} is damaged: ${name} does not decompress; nothing was restored.`);
        });
      }
    }
    return { manifest, dir, part: (name) => path.join(dir, name), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

// ---------------------------------------------------------------- restoring

/** Whether a PostgreSQL database has any table (or the migrations' schema): a restore needs an empty one. */
async function postgresTables(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to the PostgreSQL server in DATABASE_URL (${error instanceof Error ? error.message : String(error)}).`);
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      `select (select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema'))
            + (select count(*) from pg_namespace where nspname = 'drizzle') as n`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function pgliteDirInUse(dataDir: string): boolean {
  return existsSync(dataDir) && existsSync(path.join(dataDir, 'PG_VERSION'));
}

export type RestoreOptions = CheckOptions & { target: RestoreTarget; uploadsDir: string };
export type RestoreResult = { manifest: Manifest; uploads: number };

/**
 * Restores a backup into an empty database and an empty uploads folder. Everything is checked
 * first (the file, then that the targets are empty); a refusal changes nothing.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreResult> {
  const opened = await openBackup(file, options);
  try {
    const { manifest } = opened;
    const { target } = options;
    if (manifest.database.kind !== target.kind) {
      throw new BackupError(
        manifest.database.kind === 'pglite'
          ? 'This backup holds the embedded database (PGlite): restore it without DATABASE_URL, into an empty DATA_DIR.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.',
      );
    }
    // Refuse before writing anything.
    if (target.kind === 'pglite') {
      if (pgliteDirInUse(target.dataDir)) {
        throw new BackupError(`The embedded database in ${target.dataDir} is not empty: restore only into an empty DATA_DIR (move the old one away first; stop the server).`);
      }
    } else {
      const tables = await postgresTables(target.url);
      if (tables > 0) {
        throw new BackupError(`The database in DATABASE_URL is not empty (${tables} tables): restore only into an empty database, e.g. one made with createdb.`);
      }
    }
    if ((await listFiles(options.uploadsDir)).length > 0) {
      throw new BackupError(`The uploads folder ${options.uploadsDir} is not empty: restore only into an empty DATA_DIR.`);
    }

    if (target.kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      // PGlite writes its files readable and writable by everyone (0666): its folder is the only guard.
      privateDir(target.dataDir);
      const dump = new Blob([await readFile(opened.part(manifest.database.part))], { type: 'application/x-gzip' });
      const client = new PGlite(target.dataDir, { loadDataDir: dump });
      try {
        await client.waitReady;
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } else {
      const { pgRestore } = ensurePgTools();
      const { dbname, env } = libpq(target.url);
      await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, opened.part(manifest.database.part)], env, 'pg_restore');
    }

    privateDir(options.uploadsDir);
    await tar.x({ file: opened.part(manifest.uploads.part), cwd: options.uploadsDir, strict: true });
    return { manifest, uploads: manifest.uploads.files };
  } finally {
    await opened.cleanup();
  }
}
