/**
 * The SignalR JSON hub protocol as the server speaks it (dotnet/aspnetcore src/SignalR/docs/specs/
 * HubProtocol.md; the frames the real client exchanges are in ARCHITECTURE.md, Real-time hubs). Every
 * frame is a JSON text followed by the record separator 0x1E.
 */

export const RECORD_SEPARATOR = '\u001e';

/** Message types of the hub protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  target: string;
  arguments: unknown[];
  invocationId?: string;
}

export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

/** What the server sends on a connection: the handshake's answer first ({} or an error), then messages. */
export type ServerMessage = { error?: string } | InvocationMessage | CompletionMessage | CloseMessage | { type: typeof MessageType.Ping };

export function frame(message: ServerMessage): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Splits received text into complete frames; what follows the last separator is returned as the rest
 * (a WebSocket message normally holds whole frames, but nothing in the protocol promises it).
 */
export function splitFrames(text: string): { frames: string[]; rest: string } {
  const parts = text.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { frames: parts, rest };
}

export type ParsedHandshake = { ok: true } | { ok: false; error: string };

/** The first frame a client sends: {"protocol":"json","version":1}. */
export function parseHandshake(text: string): ParsedHandshake {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (!isRecord(value) || typeof value.protocol !== 'string') return { ok: false, error: 'Handshake request lacks a protocol.' };
  if (value.protocol !== 'json') return { ok: false, error: `The protocol '${value.protocol}' is not supported.` };
  if (value.version !== 1)
    return { ok: false, error: `The server does not support version ${String(value.version)} of the 'json' protocol.` };
  return { ok: true };
}

/** A received frame after the handshake, as far as the server needs to tell them apart. */
export type ClientMessage =
  | { kind: 'invocation'; target: string; args: unknown[]; invocationId?: string }
  | { kind: 'stream'; invocationId?: string }
  | { kind: 'ping' }
  | { kind: 'close' }
  | { kind: 'ignored' }
  | { kind: 'invalid'; error: string; invocationId?: string };

export function parseClientMessage(text: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', error: 'Message is not valid JSON.' };
  }
  if (!isRecord(value) || typeof value.type !== 'number') return { kind: 'invalid', error: 'Message lacks a numeric type.' };
  const invocationId = typeof value.invocationId === 'string' ? value.invocationId : undefined;
  if (value.invocationId !== undefined && invocationId === undefined) return { kind: 'invalid', error: 'invocationId must be a string.' };
  switch (value.type) {
    case MessageType.Invocation:
      if (typeof value.target !== 'string' || value.target === '')
        return { kind: 'invalid', error: 'Invocation lacks a target.', invocationId };
      if (value.arguments !== undefined && !Array.isArray(value.arguments))
        return { kind: 'invalid', error: 'Invocation arguments must be an array.', invocationId };
      return { kind: 'invocation', target: value.target, args: (value.arguments as unknown[] | undefined) ?? [], invocationId };
    case MessageType.StreamInvocation:
    case MessageType.StreamItem:
    case MessageType.CancelInvocation:
      return { kind: 'stream', invocationId };
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close:
      return { kind: 'close' };
    default:
      // Completions (client results) and types from later protocol versions: ignored, as the spec asks.
      return { kind: 'ignored' };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
