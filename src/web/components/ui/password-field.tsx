import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { InputField } from "@/web/components/ui/field";

type Props = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label = "Password", value, onChange, error, autoComplete, hint }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      label={label}
      type={visible ? "text" : "password"}
      name={autoComplete === "new-password" ? "new-password" : "password"}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      required
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}
