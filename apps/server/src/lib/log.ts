// Structured JSON logs, one object per line on stdout (stderr for errors).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
  /** Whether `level` is written (skip building costly fields when not). */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

/**
 * Takes secrets and personal data out of a logged text: a failed query's parameters (drizzle
 * writes them into the message), e-mail addresses, password hashes, SHA-256 digests and the values
 * of secret query parameters. Request bodies are never logged at all.
 */
export function redact(text: string): string {
  return text
    .replace(/(\bparams:)[^\n]*/gi, '$1 [redacted]')
    .replace(/scrypt\$[^\s,'"]+/g, '[password hash]')
    .replace(/[^\s@,;:'"<>()[\]]+@[^\s@,;:'"<>()[\]]+\.[^\s@,;:'"<>()[\]]+/g, '[email]')
    .replace(/\b[0-9a-f]{64}\b/gi, '[digest]')
    .replace(
      /([?&](?:email|password|code|token|subscribeToken|secret|authToken)=)[^&#\s]*/gi,
      '$1[redacted]',
    );
}

function serialise(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return redact(v);
  if (v instanceof Error)
    return {
      name: v.name,
      message: redact(v.message),
      stack: v.stack === undefined ? undefined : redact(v.stack),
      // drizzle wraps the driver's error; its message may hold values too.
      ...(v.cause !== undefined && depth < 3 ? { cause: serialise(v.cause, depth + 1) } : {}),
    };
  return v;
}

/** One class, so a per-request child is one small object (fields merge only when a line is written). */
class JsonLogger implements Logger {
  constructor(
    private readonly level: LogLevel,
    private readonly base: LogFields,
    private readonly write: (level: string, line: string) => void,
    private readonly parent?: JsonLogger,
  ) {}

  private fields(): LogFields {
    return this.parent ? { ...this.parent.fields(), ...this.base } : this.base;
  }

  private emit(lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields): void {
    if (ORDER[lvl] < ORDER[this.level]) return;
    const entry: LogFields = { level: lvl, time: new Date().toISOString(), msg, ...this.fields() };
    for (const [k, v] of Object.entries(fields ?? {})) entry[k] = serialise(v);
    this.write(lvl, JSON.stringify(entry));
  }

  debug(msg: string, fields?: LogFields): void {
    this.emit('debug', msg, fields);
  }
  info(msg: string, fields?: LogFields): void {
    this.emit('info', msg, fields);
  }
  warn(msg: string, fields?: LogFields): void {
    this.emit('warn', msg, fields);
  }
  error(msg: string, fields?: LogFields): void {
    this.emit('error', msg, fields);
  }
  child(fields: LogFields): Logger {
    return new JsonLogger(this.level, fields, this.write, this);
  }
  enabled(lvl: Exclude<LogLevel, 'silent'>): boolean {
    return ORDER[lvl] >= ORDER[this.level];
  }
}

export function createLogger(level: LogLevel, base: LogFields = {}, write = defaultWrite): Logger {
  return new JsonLogger(level, base, write);
}

/** stdout's lines of this turn of the event loop, written together when it ends. */
const pending: string[] = [];
let flushing = false;

function flushLines(): void {
  flushing = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending.length = 0;
  process.stdout.write(text);
}

// A process that exits (process.exit, the end of its work, an uncaught error) writes what it holds.
process.on('exit', flushLines);

/**
 * Lines to stdout in one write per turn of the event loop, not one per line: a busy server logs a
 * line per request, and each write is a system call on the thread that answers requests. Errors
 * go to stderr at once, after the lines before them.
 */
function defaultWrite(level: string, line: string): void {
  if (level === 'error') {
    flushLines();
    process.stderr.write(`${line}\n`);
    return;
  }
  pending.push(`${line}\n`);
  if (!flushing) {
    flushing = true;
    setImmediate(flushLines);
  }
}
