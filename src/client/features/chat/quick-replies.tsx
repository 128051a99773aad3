import { Button } from '../../components/ui/button';

/**
 * The answers to what Aria's last reply asked, as buttons (issue 22): "Sim, vamos" / "Agora não" under an offer,
 * "Feito" / "Não entendi" / "Parar" under an exercise step. Each sends the same text a person could type; they are
 * ordinary buttons in the tab order, announced as a group, and they go away once one is used.
 */
export function QuickReplies({
  replies,
  onChoose,
}: {
  replies: readonly string[];
  onChoose: (reply: string) => void;
}) {
  if (replies.length === 0) return null;
  return (
    <div role="group" aria-label="Respostas rápidas" className="flex flex-wrap gap-2">
      {replies.map((reply) => (
        <Button
          key={reply}
          type="button"
          size="sm"
          variant="outline"
          className="rounded-full"
          onClick={() => onChoose(reply)}
        >
          {reply}
        </Button>
      ))}
    </div>
  );
}
