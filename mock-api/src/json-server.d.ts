declare module 'json-server' {
  import type { Express, Router, RequestHandler, Request, Response } from 'express';

  interface LowdbLike {
    get(path: string): { value(): unknown };
    getState(): unknown;
    write(): unknown;
  }

  interface JsonServerRouter extends Router {
    db: LowdbLike;
    render: (req: Request, res: Response) => void;
  }

  export function create(): Express;
  export function router(source: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  export function defaults(options?: {
    logger?: boolean;
    noCors?: boolean;
    readOnly?: boolean;
    static?: string;
  }): RequestHandler[];
  export function bodyParser(): RequestHandler[];
}
