import {Form, Link, useSubmit} from '@remix-run/react';
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  BENEFITS,
  BENEFIT_LABELS,
  OFFERS,
  OFFER_LABELS,
  SORTS,
  SORT_LABELS,
  hasActiveFilters,
  type CatalogFilters,
} from '~/features/catalog/filters';
import {pushEvent} from '~/features/analytics/data-layer';
import {Button} from '~/components/controls/Button';

/**
 * Filters and sort as a GET form: without JavaScript the Apply button submits
 * it; with JavaScript every change submits at once. Either way the choice
 * lives in the URL.
 */
export function CategoryFilters({filters, path, count}: {filters: CatalogFilters; path: string; count: number}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={path}
      className="category-filters"
      aria-label="Filter and sort products"
      preventScrollReset
      onChange={(event) => {
        const form = event.currentTarget;
        const data = new FormData(form);
        pushEvent('filter', {
          filter_audience: data.get('audience') || 'all',
          filter_benefits: data.getAll('benefit').join(','),
          filter_offers: data.getAll('offer').join(','),
          sort: data.get('sort'),
        });
        submit(form, {replace: true, preventScrollReset: true});
      }}
    >
      <fieldset className="filter-group">
        <legend>Who it's for</legend>
        <label className="filter-chip">
          <input type="radio" name="audience" value="" defaultChecked={!filters.audience} key={`all-${filters.audience}`} />
          <span>Everyone</span>
        </label>
        {AUDIENCES.map((audience) => (
          <label className="filter-chip" key={audience}>
            <input
              type="radio"
              name="audience"
              value={audience}
              defaultChecked={filters.audience === audience}
              key={`${audience}-${filters.audience}`}
            />
            <span>{AUDIENCE_LABELS[audience]}</span>
          </label>
        ))}
      </fieldset>
      <CheckboxGroup legend="Benefit" name="benefit" values={BENEFITS} labels={BENEFIT_LABELS} checked={filters.benefits} />
      <CheckboxGroup legend="Offers" name="offer" values={OFFERS} labels={OFFER_LABELS} checked={filters.offers} />
      <div className="filter-sort">
        <label htmlFor="category-sort">Sort by</label>
        <select id="category-sort" name="sort" defaultValue={filters.sort} key={filters.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <noscript>
          <Button color="gray200" size="small">
            Apply
          </Button>
        </noscript>
      </div>
      <p className="filter-count" role="status" aria-live="polite">
        {count === 1 ? '1 product' : `${count} products`}
        {hasActiveFilters(filters) ? (
          <>
            {' '}
            ·{' '}
            <Link to={path} preventScrollReset replace>
              Clear filters
            </Link>
          </>
        ) : null}
      </p>
    </Form>
  );
}

/** A group of filter chips any number of which may be on; each input is keyed by its state so a navigation resets it. */
function CheckboxGroup<Value extends string>({
  legend,
  name,
  values,
  labels,
  checked,
}: {
  legend: string;
  name: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  checked: readonly Value[];
}) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {values.map((value) => (
        <label className="filter-chip" key={value}>
          <input
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={checked.includes(value)}
            key={`${value}-${checked.includes(value)}`}
          />
          <span>{labels[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
