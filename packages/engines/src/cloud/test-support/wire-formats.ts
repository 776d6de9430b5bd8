/**
 * Answers in each provider's real wire format (as their API references document them), so that
 * the AI SDK providers parse them exactly as they would parse the real thing.
 */
import { json, type Reply } from './fake-provider-server.ts';

export const openai = {
  chat: (content: string, usage = { prompt_tokens: 1000, completion_tokens: 2000 }): Reply =>
    json(200, {
      id: 'chatcmpl-qamar1',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'gpt-4.1-2025-04-14',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  images: (base64: string): Reply =>
    json(200, {
      created: 1_760_000_000,
      data: [{ b64_json: base64 }],
      usage: { input_tokens: 50, output_tokens: 1056, total_tokens: 1106 },
    }),
  error: (
    status: number,
    message: string,
    type: string,
    code: string | null,
    headers: Record<string, string> = {},
  ): Reply => json(status, { error: { message, type, param: null, code } }, headers),
};

export const anthropic = {
  text: (text: string): Reply =>
    json(200, {
      id: 'msg_qamar1',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5-20250929',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 1200, output_tokens: 2500 },
    }),
  toolUse: (input: unknown): Reply =>
    json(200, {
      id: 'msg_qamar2',
      type: 'message',
      role: 'assistant',
      model: 'claude-3-haiku-20240307',
      content: [{ type: 'tool_use', id: 'toolu_qamar', name: 'json', input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 1200, output_tokens: 2500 },
    }),
  error: (
    status: number,
    type: string,
    message: string,
    headers: Record<string, string> = {},
  ): Reply => json(status, { type: 'error', error: { type, message } }, headers),
};

export const google = {
  text: (text: string): Reply =>
    json(200, {
      candidates: [
        { content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: { promptTokenCount: 1100, candidatesTokenCount: 2400, totalTokenCount: 3500 },
      modelVersion: 'gemini-2.5-flash',
      responseId: 'qamar-1',
    }),
  image: (base64: string, mimeType = 'image/png'): Reply =>
    json(200, {
      candidates: [
        {
          content: { parts: [{ inlineData: { mimeType, data: base64 } }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 300, candidatesTokenCount: 1290, totalTokenCount: 1590 },
      modelVersion: 'gemini-2.5-flash-image',
    }),
  error: (status: number, googleStatus: string, message: string): Reply =>
    json(status, { error: { code: status, message, status: googleStatus } }),
};

export const elevenLabs = {
  error: (status: number, detailStatus: string, message: string): Reply =>
    json(status, { detail: { status: detailStatus, message } }),
};
