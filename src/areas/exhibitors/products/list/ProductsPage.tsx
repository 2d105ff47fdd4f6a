/**
 * The products page (docs/rules/content-areas.md section 2, /products): every product of the event as a card, with
 * a text search over name, company, category and tags, a category filter, sorted by name; the count,
 * loading, error with retry and no results. The search stays in the page (it is not in the address).
 *
 * Texts: products.*, exhibitionPages.*. Theme tokens: listControls.styles, ProductsPage.styles and
 * ProductCard's. Parts: products, results.
 */
import { useId, useMemo, useState } from 'react';
import type { ExhibitorProduct } from '../../../../contracts';
import { productCategoryOptions, productResults, type ProductListState } from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { useTexts } from '../../../../store/react';
import { AsyncView } from '../../../../ui/AsyncView';
import { SearchTextField } from '../../../../ui/listControls';
import { ClearButton, Controls, Count, State } from '../../../../ui/listControls.styles';
import type { PageProps } from '../../../../ui/page';
import { useExhibitorsLanguage } from '../../useExhibitors';
import { ProductCard } from '../ProductCard';
import { useEventProducts } from '../useEventProducts';
import { Cards, List } from './ProductsPage.styles';

const NONE: readonly ExhibitorProduct[] = [];

export function ProductsPage(_props: PageProps) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const language = useExhibitorsLanguage();
  const products = useEventProducts();
  const countId = useId();
  const [state, setState] = useState<ProductListState>({ text: '', category: '' });
  const all = products.data ?? NONE;
  const results = useMemo(() => productResults(all, state, language), [all, state, language]);
  const categories = useMemo(() => productCategoryOptions(all, language), [all, language]);
  const anyFilter = state.text !== '' || state.category !== '';

  return (
    <List part="products" aria-labelledby={countId}>
      <Controls role="search" aria-label={t('exhibitionPages.filters')} onSubmit={(event) => event.preventDefault()}>
        <SearchTextField
          label={t('products.search.label')}
          placeholder={t('products.search.placeholder')}
          value={state.text}
          onChange={(text) => setState({ ...state, text })}
        />
        <label>
          {t('products.filter.category')}
          <select value={state.category} onChange={(event) => setState({ ...state, category: event.target.value })}>
            <option value="">{t('products.filter.allCategories')}</option>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {t('exhibitionPages.option', { value: option.value, count: option.count.toLocaleString(language) })}
              </option>
            ))}
          </select>
        </label>
        {anyFilter && (
          <ClearButton type="button" onClick={() => setState({ text: '', category: '' })}>
            {t('exhibitionPages.clear')}
          </ClearButton>
        )}
      </Controls>
      <AsyncView
        query={products}
        texts={{ loading: t('products.loading'), error: t('products.error'), retry: t('exhibitionPages.retry') }}
        box={State}
      >
        {() => (
          <>
            <Count id={countId} role="status" aria-live="polite" data-count={results.length}>
              {t('products.count', { count: results.length })}
            </Count>
            {results.length === 0 ? (
              <State>{all.length === 0 ? t('products.empty') : t('products.noResults')}</State>
            ) : (
              <Cards part="results">
                {results.map((product) => (
                  <li key={product.Id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </Cards>
            )}
          </>
        )}
      </AsyncView>
    </List>
  );
}
