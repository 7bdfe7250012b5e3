// "Choose from contacts": a searchable list of the owner's contacts in a dialog; picking one hands
// it to the caller (the contract generator fills in the client with it).
import { BookUser, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../../shared/clients';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useClients } from '../api/list-clients';

export function ContactPicker({ onPick }: { onPick: (contact: Client) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), 200);
    return () => window.clearTimeout(timer);
  }, [search]);
  const list = useClients({ q, pageSize: 20 }, { enabled: open });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BookUser aria-hidden />
          Choose from contacts
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Choose a contact</DialogTitle>
          <DialogDescription>Fills in the client’s name, email and phone.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search contacts"
            placeholder="Search by name, email or company"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="mt-3 max-h-72 overflow-y-auto">
          {list.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner className="text-muted-foreground" label="Loading contacts" />
            </div>
          ) : !list.data || list.data.items.length === 0 ? (
            <p className="text-muted-foreground py-8 text-center text-sm">
              {q ? 'No clients found' : 'You have no contacts yet.'}{' '}
              {!q && (
                <Link to="/clients" className="text-brand font-medium hover:underline">
                  Add contacts
                </Link>
              )}
            </p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Contacts">
              {list.data.items.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(c);
                      setOpen(false);
                      setSearch('');
                    }}
                    className="hover:bg-muted focus-visible:bg-muted flex w-full flex-col items-start rounded-lg px-3 py-2 text-left transition-colors"
                  >
                    <span className="text-foreground text-sm font-medium">{c.name}</span>
                    <span className="text-muted-foreground text-xs">
                      {c.email}
                      {c.company ? ` · ${c.company}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
