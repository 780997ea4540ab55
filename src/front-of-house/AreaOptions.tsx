/** The restaurant's areas as the options of a select, each by its name (reservations and blockers name their area). */
export function AreaOptions({ areas }: { areas: readonly { _id: string; name: string }[] }) {
  return (
    <>
      {areas.map((a) => (
        <option key={a._id} value={a.name}>
          {a.name}
        </option>
      ))}
    </>
  );
}
