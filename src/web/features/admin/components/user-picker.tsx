// Choose a user by name or email (Add Document, new API key, new webhook): a search box and the
// first matches as radio buttons.
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAdminUsers } from '../api/users';

export function UserPicker({
  value,
  onChange,
  label = 'Owner',
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  label?: string;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const users = useAdminUsers({ q, page: 1, pageSize: 5 });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <Input
        type="search"
        aria-label={`Search for the ${label.toLowerCase()}`}
        placeholder="Search by name or email"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <div className="border-border max-h-48 overflow-y-auto rounded-lg border">
        {users.isPending ? (
          <div className="flex justify-center p-4">
            <Spinner className="text-muted-foreground" label="Searching" />
          </div>
        ) : users.data?.items.length ? (
          users.data.items.map((u) => (
            <label
              key={u.id}
              className={cn(
                'border-border flex cursor-pointer items-center gap-3 border-b px-3 py-2 text-sm last:border-b-0',
                value === u.id ? 'bg-brand-soft' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={id}
                value={u.id}
                checked={value === u.id}
                onChange={() => onChange(u.id)}
                className="accent-[var(--primary)]"
              />
              <span className="min-w-0">
                <span className="block truncate font-medium">{u.name}</span>
                <span className="text-muted-foreground block truncate text-xs">{u.email}</span>
              </span>
            </label>
          ))
        ) : (
          <p className="text-muted-foreground p-3 text-sm">No users found</p>
        )}
      </div>
      {error && <p className="text-danger text-xs font-medium">{error}</p>}
    </fieldset>
  );
}
