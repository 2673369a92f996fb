import {DEFAULT_UCP_VERSION, type UcpVersion} from './version.js';

export type Severity = 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';

export interface UcpMessage {
  type: 'error' | 'warning' | 'info';
  code: string;
  content: string;
  severity?: Severity;
  /** JSONPath of the input the message is about, e.g. $.line_items[0].quantity */
  path?: string;
}

export const errorMessage = (code: string, content: string, severity: Severity = 'recoverable', path?: string): UcpMessage => ({
  type: 'error',
  code,
  content,
  severity,
  ...(path ? {path} : {}),
});

export const warningMessage = (code: string, content: string, path?: string): UcpMessage => ({
  type: 'warning',
  code,
  content,
  ...(path ? {path} : {}),
});

export const infoMessage = (code: string, content: string): UcpMessage => ({type: 'info', code, content});

/** A UCP error response: no resource could be made or found, only the reasons why. */
export function errorResponse(messages: UcpMessage[], continueUrl?: string, version: UcpVersion = DEFAULT_UCP_VERSION) {
  return {
    ucp: {version, status: 'error' as const},
    messages,
    ...(continueUrl ? {continue_url: continueUrl} : {}),
  };
}

/** Thrown by a tool to answer with a UCP error response (a business refusal, not a crash). */
export class UcpRefusal extends Error {
  constructor(
    readonly messages: UcpMessage[],
    readonly continueUrl?: string,
  ) {
    super(messages.map((m) => m.content).join(' '));
  }
}

export const refuse = (code: string, content: string, severity: Severity = 'recoverable', path?: string) =>
  new UcpRefusal([errorMessage(code, content, severity, path)]);
