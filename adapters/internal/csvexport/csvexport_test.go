package csvexport

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGuard(t *testing.T) {
	tests := map[string]string{
		"=1+1": "'=1+1", "+49 30": "'+49 30", "-Knie": "'-Knie", "@SUM(A1)": "'@SUM(A1)", "\tx": "'\tx", "\rx": "'\rx",
		"Knie MRT": "Knie MRT", "": "", "a=b": "a=b", " =1": " =1", "'quoted": "'quoted", "Ärzte": "Ärzte",
	}
	for in, want := range tests {
		assert.Equal(t, want, Guard([]string{in})[0], "%q", in)
	}
}
