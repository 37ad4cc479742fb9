import { OptionGroup, type OptionRowProps } from '../shared/option-group';
import { RatingSlider, type SliderScale } from '../shared/rating-slider';
import { useOptionAnswer } from '../shared/use-option-answers';
import type { WebWidget, WidgetProps } from '../types';
import { optionSetQuery } from '../shared/use-option-set';

interface RowProps extends OptionRowProps {
  scale: SliderScale;
}

function SliderRow({ pageId, dataId, option, scale, fallback, report, onAnswer }: RowProps) {
  const [value, save] = useOptionAnswer(pageId, dataId, option.data_id, fallback, report);
  const answer = (next: number) => {
    save(next);
    onAnswer(option.data_id, next);
  };
  return (
    <RatingSlider label={option.text} value={value} onAnswer={answer} scale={scale} marks={false} />
  );
}

/**
 * One slider per option, each answer a number; see use-option-answers.ts for how they are saved
 * (each at once under `<data_id>-<option data_id>`, and as number[] in option order under
 * `<data_id>` once all are answered). An untouched slider says "Not answered yet".
 */
function SliderGroup({ attributes, pageId }: WidgetProps<'slider-group'>) {
  const { data_id: dataId, options: setName, min = 0, max = 10, step = 1 } = attributes;
  const label = attributes.label ?? 'Move each slider to your answer';
  const scale: SliderScale = {
    min,
    max,
    step,
    minLabel: attributes.min_label,
    maxLabel: attributes.max_label,
  };
  return (
    <OptionGroup
      pageId={pageId}
      dataId={dataId}
      setName={setName}
      label={label}
      renderRow={(row) => <SliderRow key={row.option.data_id} {...row} scale={scale} />}
    />
  );
}

export const widget: WebWidget<'slider-group'> = {
  name: 'slider-group',
  Component: SliderGroup,
  prefetch: (client, { options }) => void client.prefetchQuery(optionSetQuery(options)),
};
