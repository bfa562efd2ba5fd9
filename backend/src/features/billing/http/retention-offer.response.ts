import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { describeRetentionOffer, type RetentionOfferTerms } from '../domain/retention-offer';

export class RetentionOfferDto {
  @ApiProperty({ example: 'STAY50', description: 'The coupon, as named by STRIPE_RETENTION_COUPON' })
  coupon_id!: string;

  @ApiProperty({ example: '50% off your next month' })
  description!: string;

  @ApiProperty({ type: Number, nullable: true, example: 50 })
  percent_off!: number | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'A fixed amount off, in pounds ("5.00")' })
  amount_off!: string | null;

  @ApiProperty({ enum: ['once', 'repeating', 'forever'] })
  duration!: RetentionOfferTerms['duration'];

  @ApiProperty({ type: Number, nullable: true, example: null })
  duration_in_months!: number | null;
}

export class RetentionOfferAnswerDto {
  @ApiProperty({ description: 'Whether the offer can be made for this subscription now (once per subscription)' })
  available!: boolean;

  @ApiPropertyOptional({ type: RetentionOfferDto, description: 'The terms, when the offer is available' })
  offer?: RetentionOfferDto;
}

export class RetentionOfferTakenDto {
  @ApiProperty({ description: 'true when the offer was taken and the subscription goes on' })
  accepted!: boolean;

  @ApiProperty({ type: RetentionOfferDto })
  offer!: RetentionOfferDto;
}

export function toRetentionOfferDto(terms: RetentionOfferTerms): RetentionOfferDto {
  return {
    coupon_id: terms.couponId,
    description: describeRetentionOffer(terms),
    percent_off: terms.percentOff,
    amount_off: terms.amountOff === null ? null : (terms.amountOff / 100).toFixed(2),
    duration: terms.duration,
    duration_in_months: terms.durationInMonths,
  };
}
