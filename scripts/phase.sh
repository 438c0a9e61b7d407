# Sourced by .ci/run and scripts/test.sh: `phase NAME command...` runs a step and records its wall time; the times of
# every step run so far are printed when the script ends, whether it passed or failed. A step's command runs where
# `set -e` does not reach inside functions, so a function given to it returns its own failure.
# `phase_beside NAME command...` starts a step in the background (its output kept in a file), and `phase_join` waits
# for those steps, prints their output and records their times; it fails when one of them failed.
PHASE_TIMES=()
PHASE_BESIDE=()
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  local status=0
  "$@" || status=$?
  PHASE_TIMES+=("$(printf '%6d s  %s%s' $((SECONDS - start)) "$name" "$([ $status -eq 0 ] || echo ' (failed)')")")
  return $status
}
phase_beside() {
  local name=$1 log
  shift
  log=$(mktemp)
  echo "== $name (beside the next steps)"
  (
    start=$SECONDS status=0
    "$@" >"$log" 2>&1 || status=$?
    echo "$((SECONDS - start)) $status" >"$log.done"
  ) &
  PHASE_BESIDE+=("$!|$log|$name")
}
phase_join() {
  local entry pid log name seconds status failed=0
  for entry in "${PHASE_BESIDE[@]}"; do
    IFS='|' read -r pid log name <<<"$entry"
    wait "$pid" || true
    read -r seconds status <"$log.done" || { seconds=0 status=1; }
    echo "== $name (ran beside)"
    cat "$log"
    rm -f "$log" "$log.done"
    PHASE_TIMES+=("$(printf '%6d s  %s, beside%s' "$seconds" "$name" "$([ "$status" -eq 0 ] || echo ' (failed)')")")
    [ "$status" -eq 0 ] || failed=1
  done
  PHASE_BESIDE=()
  return $failed
}
print_phase_times() {
  local status=$?
  if [ ${#PHASE_TIMES[@]} -gt 0 ]; then
    echo "== wall time per step ($(basename "$0"), load average $(cut -d' ' -f1-3 /proc/loadavg))"
    printf '%s\n' "${PHASE_TIMES[@]}"
  fi
  return $status
}
trap print_phase_times EXIT
