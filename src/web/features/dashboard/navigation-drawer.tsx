import { useState } from "react";
import type { DeferredControlProps } from "@/web/components/ui/deferred-control";
import {
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { LogoMark, LogoName } from "@/web/components/ui/logo";
import { useNavigateFromDialog } from "@/web/lib/dialog-history";
import { NavigationLinks } from "./navigation-links";

/**
 * Small screens: the slide-out menu with the main navigation (loaded after the page has rendered). Back closes it;
 * a link replaces its history entry (docs/decisions/191).
 */
export function NavigationDrawer({ trigger, defaultOpen, autoFocus }: DeferredControlProps) {
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigateFromDialog();
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger({ autoFocus })}</DialogTrigger>
      <DialogContent className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl dark:bg-slate-900">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="flex items-center gap-3">
            <LogoMark />
            <LogoName />
          </DialogTitle>
          <DialogCloseButton label="Close the menu" className="p-2" />
        </div>
        <DialogDescription className="sr-only">Main navigation</DialogDescription>
        <nav aria-label="Main">
          <NavigationLinks
            onNavigate={(event, to) => {
              // the link replaces the menu's history entry: Back from the new page returns to the last one
              const plainClick =
                event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
              if (plainClick) {
                event.preventDefault();
                navigate(to);
              }
              setOpen(false);
            }}
          />
        </nav>
      </DialogContent>
    </DialogRoot>
  );
}
