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

export interface MultipartLimits {
  /** The file's field; a file under any other name is read and dropped. */
  field: string;
  maxBytes: number;
  /** How many text fields, and how long each may be. */
  fieldsMax?: number;
  fieldMaxBytes?: number;
}

export type MultipartRead =
  | { fields: Record<string, string>; file: Buffer | null; fileName: string }
  | { refused: Extract<ApiErrorId, 'file_too_large' | 'empty_file' | 'bad_request'> };

/**
 * Reads one file from a multipart body, streaming: a declared Content-Length over the limit is refused
 * before a byte is read, and busboy counts the bytes of the file as they arrive and stops at the limit,
 * so at most `maxBytes` are ever held.
 */
export async function readSingleFile(
  req: Request,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<FileRead> {
  if (!req.is('multipart/form-data')) {
    dropRest(req);
    return { refused: 'missing_file' };
  }
  const read = await readMultipartForm(req, { field, maxBytes });
  if ('refused' in read) return read;
  return read.file ? { file: read.file } : { refused: 'missing_file' };
}

/** A multipart form with text fields and at most one file, read under the same limits as a single file. */
export function readMultipartForm(
  req: Request,
  { field, maxBytes, fieldsMax = FIELDS_MAX, fieldMaxBytes = FIELD_MAX_BYTES }: MultipartLimits,
): Promise<MultipartRead> {
  const declared = Number(req.get('content-length'));
  const fieldsRoom = fieldsMax * fieldMaxBytes;
  if (Number.isFinite(declared) && declared > maxBytes + fieldsRoom + MULTIPART_OVERHEAD_MAX_BYTES) {
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
        fields: fieldsMax,
        fieldSize: fieldMaxBytes,
        parts: fieldsMax + PARTS_MAX,
        headerPairs: HEADER_PAIRS_MAX,
      },
    });
  } catch {
    // Not multipart at all, or no boundary.
    dropRest(req);
    return Promise.resolve({ refused: 'bad_request' });
  }

  return new Promise<MultipartRead>((resolve) => {
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let size = 0;
    let found = false;
    let fileName = '';
    let settled = false;
    const settle = (outcome: MultipartRead) => {
      if (settled) return;
      settled = true;
      if ('refused' in outcome) dropRest(req, parser);
      resolve(outcome);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) settle({ refused: 'bad_request' });
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => settle({ refused: 'file_too_large' }));
    });
    parser.on('fieldsLimit', () => settle({ refused: 'bad_request' }));
    parser.on('close', () => {
      if (found && size === 0) settle({ refused: 'empty_file' });
      else settle({ fields, file: found ? Buffer.concat(chunks, size) : null, fileName });
    });
    parser.on('error', () => settle({ refused: 'bad_request' }));
    req.on('aborted', () => settle({ refused: 'bad_request' }));
    req.pipe(parser);
  });
}
