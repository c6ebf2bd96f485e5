import { AlertTriangle, ArrowDown, ArrowUp, Clock, History, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { DELETE_AGENDA_ITEM } from "@/domain/events/agenda-changes";
import { AGENDA_TYPE_LABELS } from "@/domain/events/inputs";
import { AGENDA_MESSAGES } from "@/domain/events/messages";
import { zonedTime } from "@/domain/events/time-zones";
import { planEndLine, type TimingPlan, timingPlan } from "@/domain/events/timing-plan";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Skeletons, Spinner } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { notify, notifyFailure, notifyIfEnded } from "@/web/lib/toast";
import { AddAgendaItemForm, EditAgendaItemForm } from "./agenda-item-form";
import {
  type AgendaItem,
  useAgenda,
  useAgendaLastChange,
  useDeleteAgendaItem,
  useEventDetails,
  useReorderAgenda,
} from "./api";
import { type PanelProps, panelHeading } from "./panel-props";
import { SlotLine } from "./slot-line";

const moveButtonId = (itemId: string, direction: "up" | "down") => `agenda-move-${direction}-${itemId}`;

type Move = { itemId: string; direction: "up" | "down"; order: string };

/**
 * Keeps the keyboard on a moved item: the list puts its row in its new place (which can take focus away), then this
 * focuses the same move button again, or the other one when the item reached an end of the list.
 */
function useFocusAfterMove(items: readonly AgendaItem[]) {
  const [moved, setMoved] = useState<Move>();
  const order = orderOf(items.map((item) => item.id));
  useEffect(() => {
    if (!moved || moved.order !== order) return;
    const same = document.getElementById(moveButtonId(moved.itemId, moved.direction));
    const other = document.getElementById(moveButtonId(moved.itemId, moved.direction === "up" ? "down" : "up"));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    setMoved(undefined);
  }, [moved, order]);
  return setMoved;
}

const orderOf = (itemIds: readonly string[]) => itemIds.join(" ");

/** The item's place in the list, for its move buttons. */
type Place = { index: number; count: number };

function AgendaRowTools({
  item,
  place,
  onEdit,
  onMove,
  eventId,
}: {
  item: AgendaItem;
  place: Place;
  onEdit: () => void;
  onMove: (from: number, to: number) => void;
  eventId: string;
}) {
  const remove = useDeleteAgendaItem(eventId);
  const [asking, setAsking] = useState(false);
  // the row leaves the agenda as soon as the change is seen, maybe before the answer: a promise still says how it went
  const deleteItem = () =>
    remove.mutateAsync(item.id).then(
      () => notify(AGENDA_MESSAGES.deleted),
      (error) => {
        if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.deleteFailed, error);
      },
    );
  return (
    <div className="flex basis-full justify-end gap-0.5 sm:basis-auto">
      <Button
        size="sm"
        variant="ghost"
        id={moveButtonId(item.id, "up")}
        onClick={() => onMove(place.index, place.index - 1)}
        disabled={place.index === 0}
        aria-label={`Move ${item.title} up`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        id={moveButtonId(item.id, "down")}
        onClick={() => onMove(place.index, place.index + 1)}
        disabled={place.index === place.count - 1}
        aria-label={`Move ${item.title} down`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit agenda item ${item.title}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setAsking(true)}
        busy={remove.isPending}
        aria-label={`Delete agenda item ${item.title}`}
      >
        {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={DELETE_AGENDA_ITEM.title}
        description={DELETE_AGENDA_ITEM.description(item.title)}
        confirmLabel={DELETE_AGENDA_ITEM.confirmLabel}
        busy={remove.isPending}
        onConfirm={deleteItem}
      />
    </div>
  );
}

function AgendaRow({ item, start, children }: { item: AgendaItem; start?: Date; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5 sm:flex-nowrap">
      <p className="w-16 shrink-0 pt-px text-slate-600 text-sm tabular-nums dark:text-slate-400">
        {start && <time dateTime={start.toISOString()}>{zonedTime(start).time}</time>}
      </p>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">{item.title}</p>
        <p className="text-slate-600 text-xs dark:text-slate-400">
          {AGENDA_TYPE_LABELS[item.agendaType]} · {item.durationMinutes} min
        </p>
        {item.slot && <SlotLine slot={item.slot} className="mt-1" />}
        {item.description && <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{item.description}</p>}
      </div>
      {children}
    </li>
  );
}

/** When the plan ends against the meeting's length; an overrun is a warning in words and sign, not colour alone. */
function PlanEnd({ plan, eventDate }: { plan: TimingPlan<AgendaItem>; eventDate: string }) {
  const over = plan.overrunMinutes > 0;
  const Icon = over ? AlertTriangle : Clock;
  return (
    <p
      className={cn(
        "mt-2 flex items-start gap-2 rounded-lg px-3 py-2 text-sm",
        over
          ? "border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          : "bg-slate-50 text-slate-700 dark:bg-slate-950 dark:text-slate-300",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {over && <span className="font-semibold">Over time: </span>}
        {planEndLine({ eventDate }, plan)}
      </span>
    </p>
  );
}

/** "Last changed by Olivia, Dec 02, 7:14 PM: Deleted "Table Topics"" (docs/decisions/163), in the viewer's zone. */
function LastChange({ eventId }: { eventId: string }) {
  const { data: change } = useAgendaLastChange(eventId);
  if (!change) return null;
  const when = zonedTime(change.changedAt);
  const day = when.day.replace(/, \d{4}$/, "");
  return (
    <p className="mt-2 flex items-start gap-1.5 text-slate-600 text-xs dark:text-slate-400">
      <History aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">
        Last changed by {change.by},{" "}
        <time dateTime={change.changedAt}>
          {day}, {when.time}
        </time>
        : {change.change}
      </span>
    </p>
  );
}

/**
 * The meeting's agenda in order with each item's planned start (docs/decisions/142); those who may edit it (its
 * club's officers, its moderator and admins; docs/decisions/163) toggle Edit Agenda / Done to add, edit, move and
 * delete items — a deletion asks first — until the event has ended. Its last change says who made it and when.
 */
export function AgendaPanel({ eventId, ended, headingLevel }: PanelProps) {
  const Heading = panelHeading(headingLevel);
  const agenda = useAgenda(eventId);
  const event = useEventDetails(eventId);
  const reorder = useReorderAgenda(eventId);
  const [editing, setEditing] = useState(false);
  const [editedItem, setEditedItem] = useState<string>();
  const canEdit = event.data?.canEditAgenda === true && !ended;
  const tools = editing && canEdit;

  useEffect(() => {
    if (agenda.isError) notify(AGENDA_MESSAGES.loadFailed, "destructive");
  }, [agenda.isError]);

  const headingId = `agenda-${eventId}`;
  const items = agenda.data ?? [];
  const plan = event.data ? timingPlan(event.data, items) : undefined;
  const focusAfterMove = useFocusAfterMove(items);
  const move = (from: number, to: number) => {
    const order = items.map((item) => item.id);
    const [moved] = order.splice(from, 1);
    if (moved === undefined) return;
    order.splice(to, 0, moved);
    focusAfterMove({ itemId: moved, direction: to < from ? "up" : "down", order: orderOf(order) });
    reorder.mutate(order, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === "AGENDA_CHANGED")
          notify(AGENDA_MESSAGES.changed, "destructive");
        else if (!notifyIfEnded(error)) notifyFailure(AGENDA_MESSAGES.moveFailed, error);
      },
    });
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold">
          Meeting Agenda
        </Heading>
        {canEdit && (
          <Button size="sm" variant="secondary" onClick={() => setEditing((value) => !value)}>
            {editing ? "Done" : "Edit Agenda"}
          </Button>
        )}
      </div>
      {agenda.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <Skeletons shapes={["h-10", "h-10", "h-10"]} />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">No agenda items yet.</p>
      ) : (
        <>
          <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item, index) =>
              tools && editedItem === item.id ? (
                <li key={item.id}>
                  <EditAgendaItemForm eventId={eventId} item={item} onDone={() => setEditedItem(undefined)} />
                </li>
              ) : (
                <AgendaRow key={item.id} item={item} start={plan?.items[index]?.start}>
                  {tools && (
                    <AgendaRowTools
                      item={item}
                      place={{ index, count: items.length }}
                      onEdit={() => setEditedItem(item.id)}
                      onMove={move}
                      eventId={eventId}
                    />
                  )}
                </AgendaRow>
              ),
            )}
          </ol>
          {plan && event.data && <PlanEnd plan={plan} eventDate={event.data.eventDate} />}
        </>
      )}
      <LastChange eventId={eventId} />
      {tools && <AddAgendaItemForm eventId={eventId} />}
    </section>
  );
}
