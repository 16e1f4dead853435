// What an SMS provider is, apart from which providers exist (provider.ts): gateways import this, the registry imports them.

export interface SmsMessage {
  /** Normalised, +639XXXXXXXXX. */
  mobile: string;
  purpose: string;
  code: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, log: (line: string) => void): Promise<void>;
}
