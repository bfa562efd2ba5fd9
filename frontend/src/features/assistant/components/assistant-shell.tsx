import { conversationShell } from '../utils/conversation-shell';
import { AssistantExamples } from './assistant-examples';
import { AssistantCard, ConversationLoading } from './assistant-panel';
import { MessageComposer } from './message-composer';

const nothing = () => undefined;

/**
 * The message box as the dashboard's signed-in shell paints it, before the app has loaded: the
 * conversation loading, or, when this device's copy says it is empty, the examples the page will
 * show (the starter chooses, see app/starter/fill-dashboard-shell.ts). The shell is inert, so
 * nothing typed here could be lost when the app takes over.
 */
export function AssistantShell() {
  return (
    <AssistantCard>
      <div data-shell-show={conversationShell.whileUnknown}>
        <ConversationLoading />
      </div>
      <div data-shell-show={conversationShell.whenEmpty} hidden>
        <AssistantExamples onPick={nothing} />
      </div>
      <MessageComposer value="" onChange={nothing} onSend={nothing} sending={false} error={null} />
    </AssistantCard>
  );
}
