// A "lingering close" (as nginx does it) for answers sent before the request body was read: a 413 on
// an oversized upload, a 401 on a POST, a streamed cap that trips half-way.
//
// Closing a TCP socket while the client's bytes are still arriving makes the kernel answer them with
// a reset, and a reset can wipe the answer out of the client's receive buffer before the client reads
// it: Node's fetch saw EPIPE instead of the JSON 413 in most tries. So after such an answer the server
// keeps reading and discarding what the client still sends: on a `Connection: close` answer it sends its
// FIN and closes once the client has (or the body has ended and the client stays silent); on a kept-alive
// connection it reads to the end of the body and the connection serves the next request. Past LINGER_MAX_BYTES or
// LINGER_MAX_MS the connection is cut off as before: nobody can make the server read gigabytes or
// hold a socket open for long.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Bytes of a refused body read and discarded after the answer before the connection is cut. */
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;
/** Time after the answer within which the client must finish sending (or close). */
export const LINGER_MAX_MS = 30_000;
/** Longest pause in the client's sending while lingering. */
const LINGER_IDLE_MS = 5_000;

/**
 * Arms the lingering close for one request: if its answer is finished while the body is still
 * unread, the rest is read and discarded (bounded) before the socket closes. Call once per request
 * that may carry a body, before the answer is written.
 */
export function armLingeringClose(incoming: IncomingMessage, outgoing: ServerResponse): void {
  // Prepended: Node's own 'finish' handler closes a `Connection: close` socket at once; ours must
  // have replaced that close by the lingering one before it runs.
  outgoing.prependOnceListener('finish', () => {
    if (incoming.complete || incoming.destroyed) return;
    lingerOn(incoming, incoming.socket);
  });
}

function lingerOn(incoming: IncomingMessage, socket: Socket): void {
  if (socket.destroyed) return;
  let discarded = 0;
  let closing = false;
  const cutOff = () => {
    finish();
    socket.destroy();
  };
  const total = setTimeout(cutOff, LINGER_MAX_MS);
  let idle = setTimeout(cutOff, LINGER_IDLE_MS);
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) return cutOff();
    clearTimeout(idle);
    idle = setTimeout(cutOff, LINGER_IDLE_MS);
  };
  const onEnd = () => {
    // The whole body is in. On a kept-alive connection nothing more is owed: the next request may
    // follow. On a closing one the client now reads our answer and closes; until it does (or the
    // timers run out) its socket stays open, so no late byte of its draws a reset.
    if (!closing) finish();
  };
  // Node (on `Connection: close`) and @hono/node-server (when its own drain gives up) both end a
  // socket with destroySoon(): send our FIN only, and let the timers or the client close it.
  const ownDestroySoon = Object.prototype.hasOwnProperty.call(socket, 'destroySoon');
  socket.destroySoon = () => {
    closing = true;
    if (socket.writable) socket.end();
    if (incoming.complete) {
      // Already read to the end: wait for the client's close only briefly.
      clearTimeout(idle);
      idle = setTimeout(cutOff, LINGER_IDLE_MS);
    }
  };
  function finish() {
    clearTimeout(total);
    clearTimeout(idle);
    incoming.off('data', onData);
    incoming.off('end', onEnd);
    socket.off('close', finish);
    if (!ownDestroySoon) delete (socket as Partial<Socket>).destroySoon;
  }
  incoming.on('data', onData);
  incoming.once('end', onEnd);
  socket.once('close', finish);
  incoming.resume();
}
