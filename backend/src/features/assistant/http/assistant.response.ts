import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ConversationItem } from '../commands/handle-message.command';

export class ConversationItemResponse implements ConversationItem {
  @ApiProperty({ example: '3f1c…:in' }) id!: string;
  @ApiProperty({ enum: ['in', 'out'], description: 'in: from the person; out: daily’s reply' }) direction!: 'in' | 'out';
  @ApiProperty({ enum: ['web', 'whatsapp', 'sms'] }) channel!: 'web' | 'whatsapp' | 'sms';
  @ApiProperty({ enum: ['text', 'voice'], description: 'voice: the text is the voice note’s transcript' }) kind!: 'text' | 'voice';
  @ApiProperty({ example: 'Added: Call the bank, tomorrow 10:00. Reply UNDO to remove it.' }) text!: string;
  @ApiProperty({ example: '2026-01-08T18:04:00.000Z' }) at!: string;
}

/** A button the web box shows under a reply, in place of the words a phone is asked to send. */
export class ReplyActionResponse {
  @ApiProperty({
    enum: ['undo', 'done'],
    description: 'undo: takes back what the message changed (send "undo"); done: marks the numbered task done (send "done <number>")',
  })
  kind!: 'undo' | 'done';
  @ApiPropertyOptional({ example: 2, description: 'done only: the task’s number in the reply’s list' }) number?: number;
  @ApiPropertyOptional({ example: 'Call the bank', description: 'done only: the task’s title' }) title?: string;
}

export class MessageExchangeResponse {
  @ApiProperty({ type: ConversationItemResponse }) message!: ConversationItemResponse;
  @ApiProperty({
    type: ConversationItemResponse,
    description: 'On the web the reply’s words leave out "Reply UNDO" and "Reply DONE and a number": `actions` carries them as buttons',
  })
  reply!: ConversationItemResponse;
  @ApiProperty({ type: [ReplyActionResponse], description: 'What the reply offers as buttons; empty when nothing (and for a repeat)' })
  actions!: ReplyActionResponse[];
}

export class ConversationResponse {
  @ApiProperty({ type: [ConversationItemResponse], description: 'Oldest first, newest last' }) items!: ConversationItemResponse[];
}

/** A console row: what happened, never what was written. */
export class ConsoleConversationRowResponse {
  @ApiProperty() id!: string;
  @ApiProperty() at!: string;
  @ApiProperty({ enum: ['web', 'whatsapp', 'sms'] }) channel!: string;
  @ApiProperty({ enum: ['in', 'out'] }) direction!: string;
  @ApiProperty({ enum: ['text', 'voice'] }) kind!: string;
  @ApiProperty({ type: [String], example: ['add_task'] }) intents!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: '"rules" or "llm"; null for a reply, or a message that was not read (over the limit, media)',
  })
  interpreter!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'changed, listed, undone, help, unknown, nothing, answered (words back, nothing changed), asked (a question back), limit, media_unsupported or voice_unavailable; null while being handled',
  })
  outcome!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A reply to WhatsApp or SMS: pending, delivered (Twilio took it) or failed; null for a message in and on the web channel',
  })
  delivery!: 'pending' | 'delivered' | 'failed' | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '21211',
    description: "Why the latest send failed: Twilio's error code, or network, interrupted (the server stopped during the send), gone",
  })
  deliveryError!: string | null;
}
