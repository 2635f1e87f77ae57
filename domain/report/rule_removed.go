package report

import "fmt"

// removedOrganRule flags an organ described as present although the report states it was
// removed ("status post cholecystectomy" and "gallbladder unremarkable"). For paired organs the
// side must match; a lobectomy removes the lobe named with it. Mentions of the removal itself
// ("gallbladder fossa", "surgically absent") and partial or planned operations do not count.
func removedOrganRule(a *analysis) []found {
	var out []found
	done := map[string]bool{}
	for _, op := range a.operations() {
		if done[op.organ] {
			continue
		}
		for _, m := range a.organs {
			if m.key != op.organ || m.polarity != affirmed || describesRemoval(m.s) || !op.covers(m.side) {
				continue
			}
			done[op.organ] = true
			msg := a.v.msg
			out = append(out, found{
				rule:         "removed-organ",
				text:         fmt.Sprintf(msg.removal, m.surface(), m.s.text, op.surface),
				sections:     uniqueSections(op.s.section, m.s.section),
				options:      []string{msg.removed, msg.kept},
				suggestedFix: fmt.Sprintf(msg.fixRemoval, m.surface()),
			})
			break
		}
	}
	return out
}

// operation is a removal the report states.
type operation struct {
	organ   string
	surface string
	s       *sentence
	paired  bool
	side    side
}

// covers reports whether the operation removed the organ on side sd: any side for a single
// organ; for a paired one the side operated on, or both sides ("both kidneys") even when the
// operation's side is not given.
func (op operation) covers(sd side) bool {
	switch {
	case !op.paired || sd == bothSides:
		return true
	case op.side == noSide:
		return false
	}
	return sd == op.side
}

// operations finds the removals the report affirms.
func (a *analysis) operations() []operation {
	var out []operation
	for _, s := range a.sentences {
		if s.has(clsPartial) {
			continue
		}
		for i, w := range s.words {
			if !s.is(i, clsProcedure) {
				continue
			}
			for _, p := range a.v.procedures {
				if !anyStem(w, p.stems, a.v.compound) {
					continue
				}
				if pol, found := a.negatedBefore(s, i, nil); found && pol == negated {
					continue
				}
				organ := p.organ
				if p.lobe {
					if organ = a.lobeIn(s); organ == "" {
						continue
					}
				}
				sd, _ := a.sideOf(s, i, i+1)
				out = append(out, operation{organ: organ, surface: w, s: s, paired: p.paired || p.lobe, side: sd})
			}
		}
	}
	return out
}

// lobeIn returns the lobe a lobectomy sentence names, or "" when it names none or several.
func (a *analysis) lobeIn(s *sentence) string {
	lobe := ""
	for _, h := range a.c.terms.find(s.words)[listOrgans] {
		if isLobe(h.key) {
			if lobe != "" && lobe != h.key {
				return ""
			}
			lobe = h.key
		}
	}
	return lobe
}

func isLobe(key string) bool {
	return key == "upper lobe" || key == "middle lobe" || key == "lower lobe"
}

// describesRemoval reports whether a sentence is about the operation or its traces.
func describesRemoval(s *sentence) bool { return s.has(clsLeftover | clsProcedure) }

func uniqueSections(a, b string) []string {
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}
