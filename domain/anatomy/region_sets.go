package anatomy

import "slices"

// Union is a followed by the regions of b it lacks, in their order.
func Union(a, b []int) []int {
	out := append([]int(nil), a...)
	for _, v := range b {
		if !slices.Contains(out, v) {
			out = append(out, v)
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
