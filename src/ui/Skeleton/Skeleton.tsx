/**
 * Skeletons: grey placeholders shaped like the content that is loading (a grid of cards, a list of rows), so
 * the page keeps its layout and a reader sees what is coming instead of a bare "Loading…". They are drawn
 * only: AsyncView (or the caller) wraps them in the status box with aria-busy and the loading text for
 * screen readers. The pulse stops for people who ask for reduced motion.
 *
 * Texts: none (the caller's loading text). Theme tokens: --vmx-color-border, --vmx-color-surface, --vmx-radius,
 * --vmx-space. Parts: none
 * (data-skeleton marks them).
 */
import { Bar, Card, Cards, Picture, Row, Rows } from './Skeleton.styles';

const keys = (count: number) => Array.from({ length: count }, (_, index) => index);

export interface SkeletonCardsProps {
  /** How many cards (default 3). */
  count?: number;
  /** Each card starts with a picture (16:9), as session cards do. */
  picture?: boolean;
  /** The narrowest a card column gets, as the real grid's (default 15rem). */
  minWidth?: string;
}

export function SkeletonCards({ count = 3, picture = false, minWidth = '15rem' }: SkeletonCardsProps) {
  return (
    <Cards data-skeleton="cards" $minWidth={minWidth} aria-hidden="true">
      {keys(count).map((key) => (
        <Card key={key}>
          {picture && <Picture data-picture="" />}
          <Bar $width="80%" $height="1.1em" />
          <Bar $width="55%" />
          <Bar $width="35%" />
        </Card>
      ))}
    </Cards>
  );
}

export function SkeletonRows({ count = 3 }: { count?: number }) {
  return (
    <Rows data-skeleton="rows" aria-hidden="true">
      {keys(count).map((key) => (
        <Row key={key}>
          <Bar $width={key % 2 === 0 ? '70%' : '55%'} $height="1.1em" />
          <Bar $width="40%" />
        </Row>
      ))}
    </Rows>
  );
}
