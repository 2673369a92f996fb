import {pushEvent} from '~/features/analytics/data-layer';
import type {FaqFields} from '~/features/content/sections';
import {Markdown} from '~/components/content/Markdown';
import {useFieldTags} from '~/components/content/field-tags';

/** Questions as native disclosure widgets (keyboard and no-JS friendly); each toggle sends `accordion`. */
export function FaqAccordion({fields, entryId}: {fields: FaqFields; entryId?: string}) {
  const tags = useFieldTags();
  return (
    <section className="section faq" data-testid="faq">
      <h2 {...tags(entryId, 'title')}>{fields.title}</h2>
      <div className="faq__list">
        {fields.items.map((item) => (
          <details
            key={item.question}
            className="faq__item"
            onToggle={(event) =>
              pushEvent('accordion', {
                accordion_title: item.question,
                accordion_action: event.currentTarget.open ? 'open' : 'close',
                section: fields.title,
              })
            }
          >
            <summary>{item.question}</summary>
            <Markdown html={item.answer} className="rich-text faq__answer" />
          </details>
        ))}
      </div>
    </section>
  );
}
