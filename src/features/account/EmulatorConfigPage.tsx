import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { device } from '../../storage/device';
import { CheckboxChoice } from '../../ui/CheckboxChoice';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';

/** Spec §2/§3: device flags for development — the auth emulator, the local API on 8081, a debug host. */
export default function EmulatorConfigPage() {
  const [useEmulator, setUseEmulator] = useState(device.useEmulator.get() ?? false);
  const [useLocalApi, setUseLocalApi] = useState(device.useLocalApi.get() ?? false);
  const [debugHost, setDebugHost] = useState(device.debugHost.get() ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    device.useEmulator.set(useEmulator);
    device.useLocalApi.set(useLocalApi);
    device.debugHost.set(debugHost.trim() || null);
    location.reload();
  }
  return (
    <div className="page page--narrow">
      <form className="card form" onSubmit={submit}>
        <Message as="h1" id="route.EmulatorConfig" />
        <CheckboxChoice labelId="emulator.useEmulator" checked={useEmulator} onChange={setUseEmulator} />
        <CheckboxChoice labelId="emulator.useLocalApi" checked={useLocalApi} onChange={setUseLocalApi} />
        <Field labelId="emulator.debugHost">
          <input value={debugHost} onChange={(event) => setDebugHost(event.target.value)} placeholder="book.example.com" />
        </Field>
        <button type="submit" className="button button--primary">
          <FormattedMessage id="emulator.save" />
        </button>
      </form>
    </div>
  );
}
