package anatomy

import "slices"

// Union is the first list of regions followed by the regions of each next one that the lists
// before it lack, in a new slice (nil when all are empty), made once.
func Union(first []int, more ...[]int) []int {
	n := len(first)
	for _, list := range more {
		n += len(list)
	}
	if n == 0 {
		return nil
	}
	out := append(make([]int, 0, n), first...)
	for _, list := range more {
		for _, v := range list {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// Without returns list less the regions in drop.
func Without(list, drop []int) []int {
	out := list[:0:0]
	for _, v := range list {
		if !slices.Contains(drop, v) {
			out = append(out, v)
		}
	}
	return out
}

// added is list with v at its end unless it holds v already; list is the caller's own, so it
// grows in place.
func added(list []int, v int) []int {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}
