package sqltool

import (
	"context"
	"testing"

	"github.com/go-sql-driver/mysql"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// MySQL reports a value that does not fit its column with SQLSTATE HY000
// (MariaDB says 22xxx); both are the arguments' fault.
func TestMySQLValueErrorsArePARAM(t *testing.T) {
	tests := []struct {
		name   string
		number uint16
		state  string
		want   toolerr.Kind
	}{
		{"MySQL incorrect integer value", 1366, "HY000", toolerr.Param},
		{"MariaDB incorrect integer value", 1366, "22007", toolerr.Param},
		{"MySQL out of range", 1264, "22003", toolerr.Param},
		{"MySQL data too long", 1406, "22001", toolerr.Param},
		{"MySQL incorrect datetime", 1292, "HY000", toolerr.Param},
		{"MySQL too many connections", 1040, "HY000", toolerr.System},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := &mysql.MySQLError{Number: tc.number, Message: "value"}
			copy(e.SQLState[:], tc.state)
			if got := mapError(context.Background(), "t", e); got.Kind != tc.want {
				t.Errorf("mapError(%d %s) = %v, want %v", tc.number, tc.state, got, tc.want)
			}
		})
	}
}
