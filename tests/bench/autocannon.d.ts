// The part of autocannon's API the load bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Client {
    setRequests(requests: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[]): void;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    /** Called once per connection as it is made. */
    setupClient?: (client: Client) => void;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
