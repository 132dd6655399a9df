import busboy from 'busboy';
import type { Request } from 'express';
import type { ApiErrorId } from '@laurel/shared/contract';

/** Room for the multipart boundaries and part headers around the file, on top of its own size limit. */
export const MULTIPART_OVERHEAD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX = 8;
const FIELD_MAX_BYTES = 1024;
const PARTS_MAX = 10;
const HEADER_PAIRS_MAX = 20;

export type FileRead =
  { file: Buffer } | { refused: Extract<ApiErrorId, 'file_too_large' | 'missing_file' | 'empty_file' | 'bad_request'> };

/** What is read and dropped after a refusal, so the sender sees the answer; past it the connection is cut. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/** Stops reading a refused body: the rest is read and dropped, never held, up to a bound. */
function dropRest(req: Request, parser?: busboy.Busboy) {
  if (parser) req.unpipe(parser);
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads one file from a multipart body, streaming: a declared Content-Length over the limit is refused
 * before a byte is read, and busboy counts the bytes of the file as they arrive and stops at the limit,
 * so at most `maxBytes` are ever held.
 */
export function readSingleFile(
  req: Request,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<FileRead> {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_MAX_BYTES) {
    dropRest(req);
    return Promise.resolve({ refused: 'file_too_large' });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: FIELDS_MAX,
        fieldSize: FIELD_MAX_BYTES,
        parts: PARTS_MAX,
        headerPairs: HEADER_PAIRS_MAX,
      },
    });
  } catch {
    // Not multipart at all, or no boundary.
    dropRest(req);
    return Promise.resolve({ refused: 'missing_file' });
  }

  return new Promise<FileRead>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let found = false;
    let settled = false;
    const settle = (outcome: FileRead) => {
      if (settled) return;
      settled = true;
      if ('refused' in outcome) dropRest(req, parser);
      resolve(outcome);
    };

    parser.on('file', (name, stream) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => settle({ refused: 'file_too_large' }));
    });
    parser.on('close', () => {
      if (!found) settle({ refused: 'missing_file' });
      else if (size === 0) settle({ refused: 'empty_file' });
      else settle({ file: Buffer.concat(chunks, size) });
    });
    parser.on('error', () => settle({ refused: 'bad_request' }));
    req.on('aborted', () => settle({ refused: 'bad_request' }));
    req.pipe(parser);
  });
}
