import { EventEmitter } from 'node:events';

/** Just enough of http.ServerResponse for the request log (scripts/lib/request-log.mjs). */
export class FakeResponse extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  writableFinished = false;
  headers = new Map<string, string>();
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  /** The answer went out whole with `status`. */
  finish(status: number) {
    this.statusCode = status;
    this.writableFinished = true;
    this.emit('finish');
    this.emit('close');
  }
}
