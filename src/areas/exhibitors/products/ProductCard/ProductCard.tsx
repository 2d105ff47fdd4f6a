/**
 * One product (docs/rules/content-areas.md sections 2 and 3): picture, name, company, category, its one-line summary,
 * the sanitised description, tags, the website (a new tab), and the rating: average and count over
 * everyone, and for a signed-in user 1 to 5 stars as a radio group that rates at once (CreateProductRating);
 * the reply's average, count and own rating are shown. A visitor who is not signed in sees a sign-in link.
 *
 * Texts: products.*, exhibitionPages.newTab. Theme tokens: those of ProductCard.styles. Parts: product.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { createProductRating } from '../../../../api/exhibition';
import { HttpError } from '../../../../api/http';
import type { ExhibitorProduct, ProductRatingResult } from '../../../../contracts';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { safeExternalUrl, safeHref } from '../../../../core/url';
import { exhibitionQueries } from '../../../../store/queries/exhibition';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { SanitizedHtml } from '../../../../ui/SanitizedHtml';
import { useExhibitorsLanguage } from '../../useExhibitors';
import { StarChoice } from '../../../../ui/StarChoice';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { Badges, Card, ErrorText, Picture } from './ProductCard.styles';
import { MutedText } from '../../../../ui/styles/page';

/** Ours (as session ratings): a product is rated with one to five stars; the server refuses anything else. */
const RATING_VALUES = [1, 2, 3, 4, 5] as const;

type Problem = 'failed' | 'unauthorized';

export function ProductCard({ product }: { product: ExhibitorProduct }) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const context = useEventContext();
  const client = useQueryClient();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const user = useEventState((state) => state.user);
  const language = useExhibitorsLanguage();
  const signIn = useSignInHref();
  const headingId = useId();
  // The reply of this session's last rating wins over the list's numbers until the list is read again.
  const [result, setResult] = useState<ProductRatingResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const rate = useMutation({
    // One rating after the other, so that the last one chosen (arrow keys move through the stars) is the one kept.
    scope: { id: `product-rating-${product.Id}` },
    mutationFn: (value: number) => createProductRating(context.http, eventId ?? 0, product.Id, value),
    onSuccess: (reply) => {
      setResult(reply);
      setProblem(null);
      // Other lists of products (the company's profile, the products page) read the new numbers next time.
      void client.invalidateQueries({ predicate: exhibitionQueries.isProducts });
    },
    onError: (error) => setProblem(error instanceof HttpError && error.status === 401 ? 'unauthorized' : 'failed'),
  });

  const average = result ? result.RatingAverage : product.RatingAverage;
  const count = result ? result.RatingCount : product.RatingCount;
  const own = result?.UserRating ?? null;
  const shown = rate.isPending ? (rate.variables ?? own) : own;
  const number = (value: number, digits = 0) =>
    value.toLocaleString(language, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const picture = safeHref(product.ImagePath);
  const website = safeExternalUrl(product.Website);

  return (
    <Card part="product" aria-labelledby={headingId} data-product={product.Id}>
      {picture && <Picture src={picture} alt="" loading="lazy" />}
      <h3 id={headingId}>{product.Name}</h3>
      <MutedText>{t('products.company', { company: product.CompanyName })}</MutedText>
      <Badges>
        {product.Category && <span data-category>{product.Category}</span>}
        {(product.Tags ?? []).map((tag) => (
          <span key={tag}>{tag}</span>
        ))}
      </Badges>
      {product.Short && <p>{product.Short}</p>}
      {product.Description && <SanitizedHtml html={product.Description} />}
      {website && (
        <p>
          <a href={website} target="_blank" rel="noopener">
            {t('products.website')} <span>{t('exhibitionPages.newTab')}</span>
          </a>
        </p>
      )}
      <p data-rating-summary data-rating-count={count} role="status">
        {count > 0 && average !== null ? t('products.rating.average', { average: number(average, 1), count }) : t('products.rating.none')}
      </p>
      {own !== null && !rate.isPending && <p data-own-rating={own}>{t('products.rating.yours', { rating: number(own) })}</p>}
      {user ? (
        <StarChoice
          name={`product-rating-${product.Id}`}
          values={RATING_VALUES}
          value={shown}
          onChange={(value) => rate.mutate(value)}
          legend={t('products.rating.stars')}
          starLabel={(value) => t('products.rating.star', { count: number(value) })}
          aria-describedby={problem ? `${headingId}-problem` : undefined}
        />
      ) : (
        <p>
          <a href={signIn} data-sign-in>
            {t('products.rating.signIn')}
          </a>
        </p>
      )}
      {problem && (
        <div role="alert" id={`${headingId}-problem`}>
          <ErrorText>{problem === 'unauthorized' ? t('products.rating.unauthorized') : t('products.rating.failed')}</ErrorText>
          {problem === 'unauthorized' && <a href={signIn}>{t('products.rating.signIn')}</a>}
        </div>
      )}
    </Card>
  );
}
