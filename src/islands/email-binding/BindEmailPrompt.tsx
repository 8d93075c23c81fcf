/** The bind-an-email prompt (bind-email-prompt-view) inside an island: the paid view. */
import DomPart from '../ui/DomPart';
import { BindEmailPromptView, type BindEmailPromptProps } from './bind-email-prompt-view';

export { emailBindingHref, needsEmail } from './bind-email-prompt-view';

export default function BindEmailPrompt(props: BindEmailPromptProps) {
  return (
    <DomPart
      deps={[props.t, props.href]}
      mount={(place) => {
        place.replaceChildren(BindEmailPromptView(props));
        return () => {};
      }}
    />
  );
}
