// The types of redis.mjs, for the API's TypeScript tests.

/** Whether Debian's redis-server is installed. */
export function redisInstalled(): boolean;

export interface RedisServer {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Stops the server; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts a throw-away redis-server on `port` (0: a free one), installing it first when missing. */
export function startRedis(options?: { port?: number }): Promise<RedisServer>;
