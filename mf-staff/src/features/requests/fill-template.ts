import type { RequestListItem } from '@cc/types';
import { renderMessageTemplate, type RenderedTemplate } from '@cc/validation';

/**
 * A response template filled from the request being acted on, by the renderer the outbox uses
 * (libs/validation message-templates.ts, use 'remark'): the whole text, or which placeholders the
 * request cannot fill; never a text with `{{…}}` left in it.
 */
export function fillTemplate(text: string, request: Pick<RequestListItem, 'name' | 'requestId' | 'title' | 'escalationLevel'>): RenderedTemplate {
  return renderMessageTemplate(text, 'remark', {
    name: request.name,
    requestId: request.requestId,
    title: request.title,
    level: request.escalationLevel,
  });
}
