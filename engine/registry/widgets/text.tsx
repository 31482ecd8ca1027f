import type { WidgetProps } from '@rjsf/utils';
import { BlueprintInput } from '../../form/BlueprintInput.tsx';

/** Default text widget: the value is what was typed. */
export function TextWidget(props: WidgetProps) {
  return <BlueprintInput {...props} />;
}

export default TextWidget;
