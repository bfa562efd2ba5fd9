import { ApiProperty } from '@nestjs/swagger';
import type { PaymentEntry, PaymentHistory } from '../domain/payment-history';

export class PaymentEntryResponse implements PaymentEntry {
  @ApiProperty({ example: 'in_1PqR2sT3uV4wX5yZ' }) id!: string;
  @ApiProperty({ enum: ['payment', 'refund'] }) kind!: 'payment' | 'refund';
  @ApiProperty({ enum: ['paid', 'failed', 'refunded'] }) status!: 'paid' | 'failed' | 'refunded';
  @ApiProperty({ example: '10.00', description: 'In the currency’s major unit' }) amount!: string;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ description: 'Unix seconds: when it was paid, failed or refunded', example: 1736078400 }) date!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The receipt: Stripe's hosted invoice page, or the test checkout's own; null for failures and refunds",
  })
  receipt_url!: string | null;
}

export class PaymentHistoryResponse implements PaymentHistory {
  @ApiProperty({ type: [PaymentEntryResponse] }) payments!: PaymentEntryResponse[];
}

export class CardUpdateResponse {
  @ApiProperty({ description: 'Where to send the browser to give the new card', example: 'https://billing.stripe.com/p/session/…' })
  url!: string;
}
