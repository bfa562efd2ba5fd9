import { ApiProperty } from '@nestjs/swagger';
import type { Decision } from '../read-models/decision-view';

export class DecisionResponse implements Decision {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Which supplier?' }) question!: string | null;
  @ApiProperty({ type: [String] }) options!: string[];
  @ApiProperty({ example: 'Go with the cheaper supplier' }) choice!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why: what mattered most' }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) expected_outcome!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 }) confidence!: number | null;
  @ApiProperty({ format: 'date', description: "The person's local date of the decision" }) decided_on!: string;
  @ApiProperty({ format: 'date', description: 'The local date daily asks how it turned out' }) review_on!: string;
  @ApiProperty({ type: String, nullable: true, description: 'How it turned out; null until reviewed' }) outcome!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) reviewed_at!: string | null;
}

export class DecisionListResponse {
  @ApiProperty({ type: [DecisionResponse], description: 'Newest first' }) items!: DecisionResponse[];
}

export class RecordedDecisionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date' }) decided_on!: string;
  @ApiProperty({ format: 'date' }) review_on!: string;
}
