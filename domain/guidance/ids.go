package guidance

import "strconv"

// uniqueIDs keeps one of each recommendation said twice (same ID, finding and text) and numbers
// the others that share an ID in report order: a second TR4 nodule to follow is
// "acr-tirads-2017-tr4-follow-up-2". The same report always gives the same IDs.
func uniqueIDs(rs []Recommendation) []Recommendation {
	var out []Recommendation
	seen := map[string]int{}
	for _, r := range rs {
		duplicate := false
		for _, o := range out {
			if o.Finding == r.Finding && o.Text == r.Text && o.Guideline == r.Guideline {
				duplicate = true
				break
			}
		}
		if duplicate {
			continue
		}
		base := r.ID
		seen[base]++
		if n := seen[base]; n > 1 {
			r.ID = base + "-" + strconv.Itoa(n)
		}
		out = append(out, r)
	}
	return out
}

// recommendEach grades the findings read from a report with a guideline's rule, in report
// order, and keeps those it grades, with unique IDs.
func recommendEach[F any](findings []F, language string, grade func(F, string) (Recommendation, bool)) []Recommendation {
	var out []Recommendation
	for _, f := range findings {
		if r, ok := grade(f, language); ok {
			out = append(out, r)
		}
	}
	return uniqueIDs(out)
}
