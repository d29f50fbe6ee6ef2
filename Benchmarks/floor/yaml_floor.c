/*
 * yaml_floor: the floor for tokenc's load time. It reads a file into memory and runs only
 * libyaml's event parser over it (the same calls tokenc's YAML front end makes: parse an event,
 * delete it, until the end of the stream), building nothing. tokenc cannot load a file faster
 * than this, so the benchmark reports tokenc's times as multiples of it.
 *
 *   cc -O2 -o yaml_floor Benchmarks/floor/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1)
 *   yaml_floor FILE [REPEAT]
 *
 * Prints the number of events and scalar bytes (so the work cannot be optimised away, and as a
 * sanity check that the file parsed); exits 1 on a syntax error, 2 on a usage or I/O error.
 * With REPEAT > 1 the file is parsed that many times (for in-process timing under a profiler).
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    if (fseek(file, 0, SEEK_END) != 0) { fclose(file); return NULL; }
    long length = ftell(file);
    if (length < 0 || fseek(file, 0, SEEK_SET) != 0) { fclose(file); return NULL; }
    unsigned char *bytes = malloc((size_t)length + 1);
    if (!bytes) { fclose(file); return NULL; }
    size_t got = fread(bytes, 1, (size_t)length, file);
    fclose(file);
    if (got != (size_t)length) { free(bytes); return NULL; }
    *size = got;
    return bytes;
}

/* Parses the bytes once; returns 0 and the counts, or 1 on a syntax error. */
static int parse(const unsigned char *bytes, size_t size, unsigned long *events, unsigned long *scalarBytes) {
    yaml_parser_t parser;
    yaml_event_t event;
    if (!yaml_parser_initialize(&parser)) return 1;
    yaml_parser_set_input_string(&parser, bytes, size);
    int done = 0, status = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "yaml_floor: %s at line %lu, column %lu\n",
                    parser.problem ? parser.problem : "syntax error",
                    (unsigned long)parser.problem_mark.line + 1, (unsigned long)parser.problem_mark.column + 1);
            status = 1;
            break;
        }
        (*events)++;
        if (event.type == YAML_SCALAR_EVENT) *scalarBytes += event.data.scalar.length;
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    return status;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: yaml_floor FILE [REPEAT]\n");
        return 2;
    }
    int repeat = argc == 3 ? atoi(argv[2]) : 1;
    if (repeat < 1) repeat = 1;
    size_t size = 0;
    unsigned char *bytes = read_file(argv[1], &size);
    if (!bytes) {
        perror(argv[1]);
        return 2;
    }
    unsigned long events = 0, scalarBytes = 0;
    for (int i = 0; i < repeat; i++) {
        events = 0;
        scalarBytes = 0;
        if (parse(bytes, size, &events, &scalarBytes) != 0) { free(bytes); return 1; }
    }
    printf("%lu events, %lu scalar bytes, %zu file bytes\n", events, scalarBytes, size);
    free(bytes);
    return 0;
}
